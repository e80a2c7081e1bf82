import { request } from "node:http";
import { expect, test } from "./fixtures";
import { startServer } from "./support/server-process";

test.describe("server process", () => {
  // Two cold starts of the server (each migrating an embedded database) on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test("prints a generated staff password once, keeps it across restarts and stops cleanly on SIGTERM", async () => {
    const first = await startServer({ ANALYTICS_PASSWORD: "" });
    const password = /staff password for \/quiz-analytics: (\S+) \(shown this once/.exec(first.output())?.[1];
    expect(password, first.output()).toBeTruthy();
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output()).toContain("stopped");

    // The next start says where the password is kept, never the password itself, and it still opens the staff area.
    const second = await startServer({ ANALYTICS_PASSWORD: "" }, first.dataDir);
    expect(second.output()).not.toContain(password);
    expect(second.output()).toContain("secrets.json");
    const login = await fetch(`${second.url}/api/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password }),
    });
    expect(login.status).toBe(204);
    expect(await second.stop("SIGINT")).toBe(0);
  });

  test("serves prerendered pages with the running PUBLIC_URL, not the build's", async () => {
    const server = await startServer({ PUBLIC_URL: "https://solar.example.org" });
    try {
      const html = await (await fetch(`${server.url}/faq`)).text();
      expect(html).toContain('<link rel="canonical" href="https://solar.example.org/faq"/>');
      expect(html).not.toContain("localhost:3000");
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toContain("<loc>https://solar.example.org/</loc>");
    } finally {
      await server.stop();
    }
  });

  test("finishes a request in flight before stopping", async () => {
    const server = await startServer();
    const body = JSON.stringify({
      source: "quote",
      name: "In Flight",
      email: "flight@example.com",
      phone: "07700 900111",
    });
    // Send the headers and half the body, signal, then send the rest: the answer must still arrive.
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        const exit = server.stop("SIGTERM");
        setTimeout(() => req.end(body.slice(20)), 300);
        void exit;
      }, 300);
    });
    expect(await answer).toBe(201);
    expect(await server.stop()).toBe(0);
  });
});
