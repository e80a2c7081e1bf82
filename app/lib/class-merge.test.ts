import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

describe("mergeClasses", () => {
  it("lets a later class override an earlier one for the same property", () => {
    expect(mergeClasses("bg-background text-primary border-primary bg-transparent text-white border-white")).toBe(
      "bg-transparent text-white border-white",
    );
    expect(mergeClasses("px-5 py-2.5 min-h-11 min-h-12 px-7")).toBe("py-2.5 min-h-12 px-7");
    expect(mergeClasses("flex hidden")).toBe("hidden");
    expect(mergeClasses("font-semibold font-bold font-sans")).toBe("font-bold font-sans");
  });

  it("keeps text size, colour and alignment apart", () => {
    expect(mergeClasses("text-lg text-white text-center")).toBe("text-lg text-white text-center");
    expect(mergeClasses("text-base text-lg text-muted-foreground text-primary")).toBe("text-lg text-primary");
  });

  it("keeps border width, colour and sides apart", () => {
    expect(mergeClasses("border-2 border-primary border-t border-white border-dashed")).toBe(
      "border-2 border-t border-white border-dashed",
    );
  });

  it("treats each set of variants separately", () => {
    expect(mergeClasses("hover:bg-muted bg-primary hover:bg-white/10 sm:px-4 px-2")).toBe(
      "bg-primary hover:bg-white/10 sm:px-4 px-2",
    );
    expect(mergeClasses("[&_svg]:size-5 [&_svg]:shrink-0 size-11")).toBe("[&_svg]:size-5 [&_svg]:shrink-0 size-11");
  });

  it("tells similar prefixes apart and keeps what it does not know", () => {
    expect(mergeClasses("h-4 min-h-11 max-h-8 w-full max-w-3xl")).toBe("h-4 min-h-11 max-h-8 w-full max-w-3xl");
    expect(mergeClasses("flex flex-col flex-1 flex-wrap")).toBe("flex flex-col flex-1 flex-wrap");
    expect(mergeClasses("mystery-a mystery-b container-page container-page")).toBe(
      "mystery-a mystery-b container-page",
    );
    expect(mergeClasses("  rounded-md   rounded-t-xl  ")).toBe("rounded-md rounded-t-xl");
  });

  it("answers a repeated list from its cache, and stays right once the cache has been emptied", () => {
    const list = "px-2 py-1 px-4 text-sm text-lg";
    expect(mergeClasses(list)).toBe("py-1 px-4 text-lg");
    expect(mergeClasses(list)).toBe("py-1 px-4 text-lg");
    for (let i = 0; i < 1500; i++) mergeClasses(`p-${i} p-${i + 1}`);
    expect(mergeClasses("p-7 p-8")).toBe("p-8");
    expect(mergeClasses(list)).toBe("py-1 px-4 text-lg");
  });
});
