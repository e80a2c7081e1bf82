import { expect, test } from "./fixtures";

test.describe("HTTP behaviour", () => {
  test("security headers on a prerendered page and a server-rendered one", async ({ request }) => {
    for (const path of ["/", "/quiz-analytics"]) {
      const res = await request.get(path);
      const headers = res.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).toMatch(/script-src 'self'( '(sha256|nonce)-[^']+')+/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-powered-by"]).toBeUndefined();
    }
  });

  test("hashed assets are cached for a year, pages revalidate", async ({ request, page }) => {
    await page.goto("/");
    const asset = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    const res = await request.get(asset!);
    expect(res.headers()["cache-control"]).toContain("immutable");
    const html = await request.get("/about");
    expect(html.headers()["cache-control"]).toContain("must-revalidate");
  });

  test("illustrations are SVG files; an unknown one is a 404", async ({ request }) => {
    const res = await request.get("/art/school-aerial.svg");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/svg+xml");
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 400"/);
    for (const path of ["/art/unknown.svg", "/art/school-aerial.png", "/art/..%2Fserver.js"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("JSON bodies over 64 KB are refused with 413", async ({ request }) => {
    const res = await request.post("/api/leads", {
      data: JSON.stringify({ message: "x".repeat(70 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status()).toBe(413);
  });

  test("health check reports the database", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  test("robots.txt and sitemap.xml leave out the staff and thank-you pages", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /quiz-analytics");
    expect(robots).toContain("Disallow: /thank-you");
    expect(robots).toContain("Sitemap: https://www.cymrusolar.example/sitemap.xml");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.cymrusolar.example/faq</loc>");
    expect(sitemap).not.toContain("quiz-analytics");
    expect(sitemap).not.toContain("thank-you");
  });

  test("unknown paths answer 404 for any method", async ({ request }) => {
    expect((await request.get("/definitely/not/here")).status()).toBe(404);
    expect((await request.post("/definitely/not/here", { form: { a: "1" } })).status()).toBe(404);
  });

  test("POST /api/leads stores a lead (201 with its id) and names bad fields (400)", async ({ request }) => {
    const ok = await request.post("/api/leads", {
      data: { source: "quote", name: "Api Test", email: "api@example.com", phone: "07700 900999" },
    });
    expect(ok.status()).toBe(201);
    // No postcode: no estimate (docs/product.md §13.6).
    expect((await ok.json()) as { id: string }).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      estimate: null,
    });

    const bad = await request.post("/api/leads", { data: { source: "quote", name: "", email: "x", phone: "1" } });
    expect(bad.status()).toBe(400);
    const body = (await bad.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["email", "name", "phone"]);
  });

  test("POST /api/leads refuses malformed bodies with clear errors", async ({ request }) => {
    const notJson = await request.post("/api/leads", {
      data: Buffer.from("{nope"),
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status()).toBe(400);
    expect(await notJson.json()).toEqual({ error: "Request body is not valid JSON" });
    const form = await request.post("/api/leads", { form: { name: "x" } });
    expect(form.status()).toBe(415);
  });

  test("state-changing requests from another site are refused", async ({ request }) => {
    const lead = { source: "quote", name: "Csrf Test", email: "csrf@example.com", phone: "07700 900998" };
    const cross = await request.post("/api/leads", { data: lead, headers: { origin: "https://evil.example" } });
    expect(cross.status()).toBe(403);
    const fetchSite = await request.post("/api/leads", { data: lead, headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status()).toBe(403);
    const same = await request.post("/api/leads", { data: lead, headers: { "sec-fetch-site": "same-origin" } });
    expect(same.status()).toBe(201);
  });
});
