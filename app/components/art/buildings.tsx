import { art, ArtFrame, PanelGrid, Sun } from "./frame";

/** A farm barn with a long pitched roof of panels. */
export function FarmBarnArt() {
  return (
    <ArtFrame width={480} height={320}>
      <rect width="480" height="320" fill={art.sky} />
      <Sun cx={70} cy={60} r={24} />
      <path d="M0 230c120-30 240-30 480-10v100H0Z" fill={art.grass} />
      <path d="M0 270c160-20 320-16 480 0v50H0Z" fill={art.grassDark} />
      <rect x="90" y="170" width="320" height="90" fill={art.roof} />
      <path d="M70 176 130 100h240l60 76Z" fill={art.slate} />
      <PanelGrid x={132} y={108} cols={8} rows={2} w={26} h={28} gap={3} />
      <rect x="220" y="196" width="60" height="64" fill={art.roofDark} />
      <path d="M220 196l60 64M280 196l-60 64" stroke={art.wall} strokeWidth="4" />
      <path d="M20 250h60M20 262h60M30 244v30M70 244v30" stroke={art.wall} strokeWidth="3" />
    </ArtFrame>
  );
}

/** A commercial flat roof with rows of panels. */
export function CommercialRoofArt() {
  return (
    <ArtFrame width={480} height={320}>
      <rect width="480" height="320" fill={art.sky} />
      <Sun cx={410} cy={56} r={24} />
      <rect y="270" width="480" height="50" fill={art.concreteDark} />
      <rect x="40" y="150" width="400" height="120" fill={art.concrete} />
      {[70, 150, 230, 310, 390].map((x) => (
        <rect key={x} x={x} y="200" width="44" height="70" fill={art.slate} />
      ))}
      <path d="M40 150h400v14H40Z" fill={art.navy} />
      <PanelGrid x={60} y={98} cols={12} rows={1} w={26} h={40} gap={4} />
      <path d="M60 138h356" stroke={art.concreteDark} strokeWidth="4" />
    </ArtFrame>
  );
}
