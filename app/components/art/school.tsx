import { art, ArtFrame, PanelGrid, Sun } from "./frame";

/** A flat roof seen from above: a block with its side showing and panels on top. */
function RoofBlock({
  x,
  y,
  w,
  h,
  depth,
  cols,
  rows,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  depth: number;
  cols: number;
  rows: number;
}) {
  const pw = (w - 16 - (cols - 1) * 3) / cols;
  const ph = (h - 16 - (rows - 1) * 3) / rows;
  return (
    <g>
      <rect x={x} y={y + h} width={w} height={depth} fill={art.brick} />
      {Array.from({ length: Math.floor(w / 28) }, (_, i) => (
        <rect key={i} x={x + 10 + i * 28} y={y + h + depth / 3} width="14" height={depth / 3} fill={art.window} />
      ))}
      <rect x={x} y={y} width={w} height={h} fill={art.concrete} stroke={art.concreteDark} strokeWidth="3" />
      <PanelGrid x={x + 8} y={y + 8} cols={cols} rows={rows} w={pw} h={ph} gap={3} />
    </g>
  );
}

/** The record school installation from above: three roof levels covered in panels. */
export function SchoolAerialArt() {
  return (
    <ArtFrame width={640} height={400}>
      <rect width="640" height="400" fill={art.grass} />
      <rect x="440" y="250" width="180" height="130" rx="6" fill={art.grassDark} />
      <path d="M530 250v130M440 315h180" stroke={art.white} strokeWidth="3" opacity="0.8" />
      <circle cx="530" cy="315" r="20" fill="none" stroke={art.white} strokeWidth="3" opacity="0.8" />
      <rect x="0" y="360" width="640" height="40" fill={art.concreteDark} />
      <RoofBlock x={40} y={40} w={360} h={110} depth={34} cols={12} rows={3} />
      <RoofBlock x={60} y={196} w={200} h={100} depth={24} cols={7} rows={3} />
      <RoofBlock x={290} y={214} w={130} h={90} depth={18} cols={4} rows={3} />
      {[470, 520, 570, 600].map((cx, i) => (
        <circle key={cx} cx={cx} cy={60 + i * 40} r="18" fill={art.grassDark} />
      ))}
      <g fontFamily="sans-serif" fontWeight="700" fontSize="14" fill={art.navy}>
        <rect x="420" y="150" width="120" height="28" rx="14" fill={art.sun} />
        <text x="480" y="169" textAnchor="middle">
          756.09kW
        </text>
      </g>
    </ArtFrame>
  );
}

/** Rows of tilted panels on a flat roof, receding towards the horizon. */
function PanelRows({ rows, top, bottom }: { rows: number; top: number; bottom: number }) {
  const items = Array.from({ length: rows }, (_, i) => {
    const t = i / (rows - 1);
    const y = top + (bottom - top) * t * t;
    const inset = 200 * (1 - t) + 30;
    const h = 10 + 26 * t;
    return (
      <g key={i}>
        <path d={`M${inset} ${y + h}L${inset + 8} ${y}H${640 - inset - 8}L${640 - inset} ${y + h}Z`} fill={art.panel} />
        <path
          d={`M${inset + 4} ${y + h / 2}H${640 - inset - 4}`}
          stroke={art.panelLine}
          strokeWidth="0.8"
          opacity="0.7"
        />
      </g>
    );
  });
  return (
    <ArtFrame width={640} height={400}>
      <rect width="640" height="400" fill={art.sky} />
      <Sun cx={560} cy={60} r={28} />
      <path d={`M0 ${top - 20}H640V400H0Z`} fill={art.concrete} />
      <path d={`M0 ${top - 20}H640`} stroke={art.concreteDark} strokeWidth="4" />
      {items}
    </ArtFrame>
  );
}

export function SchoolUpperRoofArt() {
  return <PanelRows rows={7} top={150} bottom={340} />;
}

export function SchoolLowerRoofArt() {
  return (
    <ArtFrame width={640} height={400}>
      <rect width="640" height="400" fill={art.sky} />
      <Sun cx={90} cy={70} r={26} />
      {/* Sports hall wall rising behind the lower roof */}
      <rect x="330" y="60" width="310" height="200" fill={art.brick} />
      {[360, 430, 500, 570].map((x) => (
        <rect key={x} x={x} y="110" width="44" height="70" fill={art.window} />
      ))}
      <rect x="0" y="200" width="640" height="200" fill={art.concrete} />
      <path d="M0 200H640" stroke={art.concreteDark} strokeWidth="4" />
      <PanelGrid x={30} y={228} cols={10} rows={4} w={54} h={30} gap={5} />
    </ArtFrame>
  );
}

/** Inverters and switchgear on the plant-room wall. */
export function SchoolPlantRoomArt() {
  return (
    <ArtFrame width={640} height={400}>
      <rect width="640" height="400" fill={art.wall} />
      <rect y="330" width="640" height="70" fill={art.concreteDark} />
      <path d="M40 60H600" stroke={art.slate} strokeWidth="10" />
      {[60, 200, 340].map((x) => (
        <g key={x}>
          <path d={`M${x + 55} 60V110`} stroke={art.slate} strokeWidth="6" />
          <rect x={x} y="110" width="110" height="150" rx="8" fill={art.white} stroke={art.navy} strokeWidth="3" />
          <rect x={x + 20} y="135" width="70" height="30" rx="3" fill={art.navy} />
          <rect x={x + 28} y="145" width="30" height="10" rx="2" fill={art.success} />
          <circle cx={x + 80} cy="150" r="4" fill={art.sun} />
          <path
            d={`M${x + 20} ${190}h70M${x + 20} 205h70M${x + 20} 220h70`}
            stroke={art.concreteDark}
            strokeWidth="3"
          />
        </g>
      ))}
      <rect x="480" y="90" width="130" height="230" rx="4" fill={art.concrete} stroke={art.navy} strokeWidth="3" />
      <path d="M545 90v230" stroke={art.navy} strokeWidth="2" />
      <rect x="500" y="120" width="30" height="18" rx="2" fill={art.sun} />
      <rect x="560" y="120" width="30" height="18" rx="2" fill={art.sun} />
    </ArtFrame>
  );
}
