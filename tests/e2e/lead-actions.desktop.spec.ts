import { expect, test } from "./fixtures";

// The forms' route actions as a client without JavaScript (or a bot) meets them.
test.describe("lead form actions", () => {
  for (const path of ["/?index", "/contact-us"]) {
    test(`${path} answers a body that is not a form with 415, never 500`, async ({ request }) => {
      const json = await request.post(path, { data: { name: "x" } });
      expect(json.status()).toBe(415);
      const broken = await request.post(path, {
        data: Buffer.from("garbage"),
        headers: { "content-type": "multipart/form-data; boundary=nothing" },
      });
      expect(broken.status()).toBe(415);
    });
  }

  test("a filled honeypot is refused and the visitor's input is kept", async ({ request }) => {
    const res = await request.post("/contact-us", {
      form: { name: "Bot", email: "bot@example.com", phone: "07700 900123", website: "http://spam.example" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="bot@example.com"');
    expect(html).not.toContain("http://spam.example");
  });

  test("a valid post is answered with a redirect to /thank-you", async ({ request }) => {
    const res = await request.post("/?index", {
      form: { name: "Redirect Test", email: "r@example.com", phone: "07700 900123", website: "" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe("/thank-you");
  });
});
