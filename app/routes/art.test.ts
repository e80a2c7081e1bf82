import { describe, expect, it } from "vitest";
import { artworkIds } from "~/content/artwork";
import { artImage } from "~/components/art/image.server";
import { loader } from "./art";

const get = (file: string) => loader({ params: { file } } as Parameters<typeof loader>[0]);

describe("/art/:file", () => {
  it("draws every illustration as a standalone SVG file", async () => {
    for (const id of artworkIds) {
      const res = get(`${id}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
      const svg = await res.text();
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+">/,
      );
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });

  it("answers 404 for anything else", () => {
    for (const file of ["unknown.svg", "house-roof.png", "house-roof", "../house-roof.svg", "HOUSE-ROOF.svg", ""]) {
      expect(get(file).status, file).toBe(404);
    }
  });

  it("gives pages the file's address, versioned by its drawing, and its intrinsic size", async () => {
    const image = artImage("school-aerial", "The school from above");
    expect(image).toMatchObject({ width: 640, height: 400, alt: "The school from above" });
    expect(image.src).toMatch(/^\/art\/school-aerial\.svg\?v=[\w-]{10}$/);
    expect(artImage("house-roof").alt).toBe("");
    // The version follows the drawing: two drawings, two versions.
    expect(artImage("house-roof").src.split("=")[1]).not.toBe(artImage("house-battery").src.split("=")[1]);
  });
});
