import { describe, expect, it } from "vitest";
import { memoryTrend, type Sample } from "./soak";

/** One sample every 5 s for ten minutes, RSS given by f(minutes). */
const series = (f: (minutes: number) => number): Sample[] =>
  Array.from({ length: 121 }, (_, i) => ({ seconds: i * 5, rssMb: f((i * 5) / 60) }));

describe("the soak test's verdict on memory", () => {
  it("calls a level series flat, even when it climbed during the first minute", () => {
    expect(memoryTrend(series((m) => (m < 1 ? 200 + m * 200 : 400))).flat).toBe(true);
  });

  it("calls a garbage collector's sawtooth flat", () => {
    expect(memoryTrend(series((m) => 400 + ((m * 60) % 30) * 2)).flat).toBe(true);
  });

  it("calls a steady leak growing, and reports its rate", () => {
    const leak = memoryTrend(series((m) => 300 + 8 * m));
    expect(leak.flat).toBe(false);
    expect(leak.slope).toBeCloseTo(8, 5);
  });

  it("calls a late step up growing", () => {
    expect(memoryTrend(series((m) => (m < 7 ? 300 : 360))).flat).toBe(false);
  });

  it("gives no verdict of flat on too few samples", () => {
    expect(memoryTrend(series(() => 300).slice(0, 15)).flat).toBe(false);
  });
});
