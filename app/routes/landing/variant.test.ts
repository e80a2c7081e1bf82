import { describe, expect, it } from "vitest";
import { resolveVariant, VARIANT_KEY } from "./variant";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe("resolveVariant", () => {
  it("draws 50/50 and keeps the draw in local storage", () => {
    const low = memoryStorage();
    expect(resolveVariant({ search: "", storage: low, random: () => 0.49 })).toBe("a");
    expect(low.data.get(VARIANT_KEY)).toBe("a");
    const high = memoryStorage();
    expect(resolveVariant({ search: "", storage: high, random: () => 0.5 })).toBe("b");
    expect(high.data.get(VARIANT_KEY)).toBe("b");
  });

  it("splits evenly over many visitors", () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    let a = 0;
    for (let i = 0; i < 10_000; i++) if (resolveVariant({ search: "", storage: null, random }) === "a") a++;
    expect(a).toBeGreaterThan(4_800);
    expect(a).toBeLessThan(5_200);
  });

  it("keeps a stored variant without drawing again", () => {
    const storage = memoryStorage({ [VARIANT_KEY]: "b" });
    expect(resolveVariant({ search: "?utm_source=x", storage, random: () => 0 })).toBe("b");
  });

  it("is forced by ?v=a or ?v=b, which is also stored", () => {
    const storage = memoryStorage({ [VARIANT_KEY]: "b" });
    expect(resolveVariant({ search: "?v=a", storage, random: () => 0.9 })).toBe("a");
    expect(storage.data.get(VARIANT_KEY)).toBe("a");
    expect(resolveVariant({ search: "?v=B", storage })).toBe("b");
    expect(storage.data.get(VARIANT_KEY)).toBe("b");
  });

  it("ignores an unknown forced or stored value", () => {
    const storage = memoryStorage({ [VARIANT_KEY]: "z" });
    expect(resolveVariant({ search: "?v=c", storage, random: () => 0.1 })).toBe("a");
    expect(storage.data.get(VARIANT_KEY)).toBe("a");
  });

  it("still answers when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(resolveVariant({ search: "", storage: broken, random: () => 0.7 })).toBe("b");
    expect(resolveVariant({ search: "?v=a", storage: broken })).toBe("a");
  });
});
