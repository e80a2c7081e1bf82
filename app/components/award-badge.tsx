import { useId } from "react";

/** Our award rosette, drawn as SVG (no third-party artwork). */
export function AwardBadge({ className }: { className?: string }) {
  // A per-instance id: the badge can appear twice on a page (footer and About).
  const titleId = useId();
  return (
    <svg viewBox="0 0 120 140" width="120" height="140" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>Award winner: Welsh Renewable Installer of the Year 2025</title>
      <path d="M38 92 24 136l20-9 12 13 10-44Z" fill="#c98d00" />
      <path d="M82 92l14 44-20-9-12 13-10-44Z" fill="#c98d00" />
      <circle cx="60" cy="58" r="52" fill="#f6b40e" />
      <circle cx="60" cy="58" r="43" fill="#0f2a4a" />
      <circle cx="60" cy="58" r="39" fill="none" stroke="#f6b40e" strokeWidth="1.5" strokeDasharray="3 3" />
      <text x="60" y="44" textAnchor="middle" fill="#ffffff" fontSize="10" fontWeight="700" fontFamily="sans-serif">
        AWARD
      </text>
      <text x="60" y="62" textAnchor="middle" fill="#f6b40e" fontSize="16" fontWeight="800" fontFamily="sans-serif">
        WINNER
      </text>
      <text x="60" y="78" textAnchor="middle" fill="#ffffff" fontSize="10" fontWeight="700" fontFamily="sans-serif">
        2025
      </text>
    </svg>
  );
}
