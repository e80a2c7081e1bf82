import type { ProjectScene } from "~/content/landing";
import { ArtFrame } from "./frame";

/**
 * Our own drawings of finished installations for the landing page: a
 * building, its roof and the panels on it. One component, six scenes.
 */
const sky = { day: "#dbe9f7", dusk: "#fde9c4" };
const panel = "#1d3f6e";
const grid = "#7fa7d6";

interface PanelsProps {
  x: number;
  y: number;
  cols: number;
  rows: number;
  w?: number;
  h?: number;
  /** Horizontal shift per row, for a roof seen at an angle. */
  skew?: number;
}

function Panels({ x, y, cols, rows, w = 22, h = 14, skew = 0 }: PanelsProps) {
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const px = x + c * (w + 2) + r * skew;
      const py = y + r * (h + 2);
      cells.push(
        <rect
          key={`${r}-${c}`}
          x={px}
          y={py}
          width={w}
          height={h}
          rx="1.5"
          fill={panel}
          stroke={grid}
          strokeWidth="0.8"
        />,
      );
    }
  }
  return <g>{cells}</g>;
}

function LandingSun({ cx = 262, cy = 38 }: { cx?: number; cy?: number }) {
  return <circle cx={cx} cy={cy} r="16" fill="#f6b40e" />;
}

function Scene({ scene }: { scene: ProjectScene }) {
  switch (scene) {
    case "terrace":
      return (
        <>
          <rect width="320" height="200" fill={sky.day} />
          <LandingSun />
          <rect x="0" y="95" width="320" height="105" fill="#c98b6b" />
          <path d="M0 95 40 50h240l40 45Z" fill="#5b6b7c" />
          <Panels x={70} y={58} cols={7} rows={2} w={24} h={14} />
          {[30, 110, 190, 270].map((x) => (
            <rect key={x} x={x} y="120" width="26" height="34" fill="#eef2f7" />
          ))}
          <rect x="0" y="185" width="320" height="15" fill="#7aa35f" />
        </>
      );
    case "farmhouse":
      return (
        <>
          <rect width="320" height="200" fill={sky.dusk} />
          <LandingSun cx={60} cy={45} />
          <rect x="0" y="160" width="320" height="40" fill="#8bb174" />
          <rect x="90" y="100" width="170" height="65" fill="#f4efe6" />
          <path d="M78 102 120 60h110l42 42Z" fill="#4a5566" />
          <Panels x={126} y={66} cols={4} rows={2} w={22} h={14} skew={-4} />
          <rect x="150" y="125" width="24" height="40" fill="#7c5a3c" />
          <rect x="10" y="120" width="60" height="45" fill="#b5523b" />
          <path d="M4 122 40 96l36 26Z" fill="#8a3b2a" />
        </>
      );
    case "school":
      return (
        <>
          <rect width="320" height="200" fill={sky.day} />
          <LandingSun cx={40} />
          <rect x="20" y="90" width="280" height="85" fill="#e9dcc9" />
          <rect x="20" y="82" width="280" height="10" fill="#5b6b7c" />
          <Panels x={26} y={40} cols={11} rows={2} w={22} h={14} />
          {[40, 90, 140, 190, 240].map((x) => (
            <rect key={x} x={x} y="110" width="34" height="26" fill="#bcd3ea" />
          ))}
          <rect x="0" y="175" width="320" height="25" fill="#7aa35f" />
        </>
      );
    case "warehouse":
      return (
        <>
          <rect width="320" height="200" fill="#e6edf6" />
          <rect x="10" y="80" width="300" height="100" fill="#9fb0c2" />
          <path d="M10 80 160 50l150 30Z" fill="#6b7c8e" />
          <Panels x={40} y={56} cols={10} rows={1} w={22} h={12} />
          <Panels x={40} y={70} cols={10} rows={1} w={22} h={8} />
          <rect x="130" y="120" width="60" height="60" fill="#55697d" />
          <rect x="0" y="180" width="320" height="20" fill="#a3a9b0" />
        </>
      );
    case "bungalow":
      return (
        <>
          <rect width="320" height="200" fill={sky.day} />
          <LandingSun cx={280} cy={40} />
          <rect x="50" y="110" width="220" height="60" fill="#f1e7d8" />
          <path d="M35 112 160 62l125 50Z" fill="#5b6b7c" />
          <Panels x={96} y={80} cols={5} rows={1} w={22} h={14} />
          <Panels x={112} y={96} cols={4} rows={1} w={22} h={10} />
          <rect x="148" y="130" width="24" height="40" fill="#1d4e89" />
          <rect x="0" y="170" width="320" height="30" fill="#7aa35f" />
        </>
      );
    case "battery":
      return (
        <>
          <rect width="320" height="200" fill="#eef2f7" />
          <rect x="0" y="170" width="320" height="30" fill="#c4cdd7" />
          <rect x="60" y="50" width="90" height="120" rx="8" fill="#ffffff" stroke="#b9c5d4" strokeWidth="3" />
          <rect x="88" y="78" width="34" height="62" rx="4" fill="#166534" />
          <rect x="96" y="70" width="18" height="8" rx="2" fill="#166534" />
          <path d="M108 92 98 112h12l-6 18 16-24h-12l6-14Z" fill="#f6b40e" />
          <rect x="190" y="70" width="70" height="56" rx="6" fill="#0f2a4a" />
          <rect x="200" y="82" width="50" height="22" rx="3" fill="#7fa7d6" />
          <path d="M150 110h40" stroke="#4a5a6e" strokeWidth="4" />
        </>
      );
  }
}

export function LandingSceneArt({ scene }: { scene: ProjectScene }) {
  return (
    <ArtFrame width={320} height={200}>
      <Scene scene={scene} />
    </ArtFrame>
  );
}
