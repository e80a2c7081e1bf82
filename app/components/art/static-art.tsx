/**
 * Shows an illustration rendered on the server by `artMarkup` (markup.server.tsx).
 * The markup is our own SVG built from typed data, never user input.
 */
export function StaticArt({ markup, className }: { markup: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
