import { art, ArtFrame, PanelGrid, Sun } from "./frame";

/** A family home with panels on its roof and, optionally, a wall-mounted battery. */
export function HouseArt({ battery = false }: { battery?: boolean }) {
  return (
    <ArtFrame width={480} height={320}>
      <rect width="480" height="320" fill={art.sky} />
      <Sun cx={400} cy={64} r={26} />
      <path d="M0 250c80-20 160-24 240-14s160 6 240-10v94H0Z" fill={art.grass} />
      {/* House body and roof */}
      <rect x="110" y="170" width="250" height="110" fill={art.wall} />
      <rect x="110" y="170" width="250" height="8" fill={art.wallShade} />
      <path d="M90 176 160 96h150l70 80Z" fill={art.roof} />
      <path d="M90 176h290" stroke={art.roofDark} strokeWidth="6" />
      <rect x="268" y="70" width="22" height="40" fill={art.brick} />
      <PanelGrid x={150} y={112} cols={6} rows={2} w={25} h={26} gap={3} />
      {/* Windows and door */}
      {[130, 300].map((x) => (
        <rect
          key={x}
          x={x}
          y="198"
          width="42"
          height="36"
          rx="2"
          fill={art.window}
          stroke={art.white}
          strokeWidth="3"
        />
      ))}
      <rect x="214" y="206" width="40" height="74" rx="2" fill={art.navy} />
      <circle cx="246" cy="244" r="2.5" fill={art.sun} />
      {battery ? (
        <g>
          <rect x="368" y="214" width="34" height="58" rx="4" fill={art.battery} stroke={art.navy} strokeWidth="2" />
          <rect x="376" y="226" width="18" height="6" rx="1" fill={art.success} />
          <rect x="376" y="236" width="18" height="6" rx="1" fill={art.success} />
          <rect x="376" y="246" width="18" height="6" rx="1" fill={art.success} opacity="0.35" />
          <path d="M360 222h8" stroke={art.navy} strokeWidth="2" />
        </g>
      ) : null}
      <circle cx="60" cy="236" r="26" fill={art.grassDark} />
      <rect x="57" y="246" width="6" height="30" fill={art.roofDark} />
    </ArtFrame>
  );
}
