import type * as React from "react";

/**
 * Illustration colours. Artwork keeps its own small palette (sky, tiles,
 * grass) that the UI theme has no use for; the brand colours match app.css.
 */
export const art = {
  sky: "#dcebf9",
  skyDeep: "#b9d6f2",
  sun: "#f6b40e",
  navy: "#0f2a4a",
  panel: "#1d3b63",
  panelLine: "#7fa7d6",
  roof: "#8a4b3b",
  roofDark: "#6e3a2d",
  slate: "#4b5563",
  wall: "#f3ede3",
  wallShade: "#e2d8c8",
  brick: "#c98a6b",
  window: "#9cc3e6",
  grass: "#8cc084",
  grassDark: "#5f9e5a",
  concrete: "#cfd6df",
  concreteDark: "#aab4c0",
  white: "#ffffff",
  battery: "#e9eef4",
  success: "#166534",
} as const;

interface ArtFrameProps {
  width: number;
  height: number;
  children: React.ReactNode;
}

/**
 * The root of a standalone SVG file (served at /art/<id>.svg and shown with
 * <img>, whose alt text names it). Its width and height become the image's
 * intrinsic size, so the page reserves the space before it loads.
 */
export function ArtFrame({ width, height, children }: ArtFrameProps) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
      {children}
    </svg>
  );
}

/** A grid of solar panels filling a rectangle, with cell lines. */
export function PanelGrid({
  x,
  y,
  cols,
  rows,
  w,
  h,
  gap = 2,
}: {
  x: number;
  y: number;
  cols: number;
  rows: number;
  w: number;
  h: number;
  gap?: number;
}) {
  const cells: React.ReactNode[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const px = x + c * (w + gap);
      const py = y + r * (h + gap);
      cells.push(
        <g key={`${r}-${c}`}>
          <rect x={px} y={py} width={w} height={h} rx={1} fill={art.panel} />
          <path
            d={`M${px + w / 2} ${py}v${h}M${px} ${py + h / 2}h${w}`}
            stroke={art.panelLine}
            strokeWidth={0.6}
            opacity={0.7}
          />
        </g>,
      );
    }
  }
  return <g>{cells}</g>;
}

export function Sun({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const x1 = cx + Math.cos(a) * (r + 6);
    const y1 = cy + Math.sin(a) * (r + 6);
    const x2 = cx + Math.cos(a) * (r + 14);
    const y2 = cy + Math.sin(a) * (r + 14);
    return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }).join("");
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={art.sun} />
      <path d={rays} stroke={art.sun} strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}
