/**
 * Express entry: security headers, static files, prerendered pages, the React
 * Router handler (pages and API), the app's background work and a graceful
 * shutdown. In production it serves the build (`npm start`); with --dev it
 * runs Vite in middleware mode.
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { pathToFileURL } from "node:url";
import type * as Runtime from "./app/server/runtime.server";
import { guardConnections } from "./server/connections";
import { precompressedAssets, sendEncoded } from "./server/precompressed";
import { loadPrerenderedPages, type PrerenderedPage } from "./server/prerendered";
import { pathOf, requestIdFrom } from "./server/request-id";
import { baseHeaders, contentSecurityPolicy, isCrossSiteWrite } from "./server/security";
import { trustFunction } from "./app/server/trusted-proxy.server";

const DEV = process.argv.includes("--dev");
const BODY_LIMIT = 64 * 1024;
const root = process.cwd();
const clientDir = path.join(root, "build/client");

let vite: ViteDevServer | undefined;
if (DEV) {
  const { createServer } = await import("vite");
  vite = await createServer({
    server: { middlewareMode: true, hmr: { host: "127.0.0.1" } },
    appType: "custom",
  });
}

async function loadBuild(): Promise<ServerBuild> {
  if (vite) return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
}

const runtimeOf = (build: ServerBuild) => (build.entry.module as unknown as { runtime: typeof Runtime }).runtime;

const runtime = runtimeOf(await loadBuild());
const env = runtime.getEnv();
const log = runtime.getLogger();

const app = express();
app.disable("x-powered-by");
// Forwarded headers are believed only from proxies at trusted addresses (decision 065).
app.set("trust proxy", trustFunction(env.TRUST_PROXY));

// Every log line written while a request is handled carries its id (the app's
// logger reads it from the context entered here), and one access line per
// request is written when the response is done: no query string, no address.
// Passing health checks (every few seconds from a load balancer) only at debug.
app.use((req, res, next) => {
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  const requestPath = pathOf(req.originalUrl);
  res.once("close", () => {
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    const aborted = !res.writableFinished;
    const level = requestPath === "/healthz" && res.statusCode === 200 && !aborted ? "debug" : "info";
    log[level](
      { requestId, method: req.method, path: requestPath, status: res.statusCode, ms, ...(aborted ? { aborted } : {}) },
      "request",
    );
  });
  runtime.runWithLogContext({ requestId }, next);
});

app.use(
  helmet({
    contentSecurityPolicy: false, // set per response below (nonce or hashes)
    strictTransportSecurity: false, // only over HTTPS, in baseHeaders
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);
app.use((req, res, next) => {
  baseHeaders(req, res);
  next();
});

// OPTIONS is answered here and never reaches a loader (which would run the
// staff check, count a failed log-in, or render a page). No CORS headers: the
// site serves only its own origin, so a cross-origin preflight fails closed.
app.use((req, res, next) => {
  if (req.method !== "OPTIONS") return next();
  res.setHeader("Cache-Control", "no-store");
  res.status(204).end();
});

app.use((req, res, next) => {
  if (isCrossSiteWrite(req, env.PUBLIC_URL)) {
    res.status(403).json({ error: "Cross-site request refused" });
    return;
  }
  next();
});

// Bodies over the limit are refused before they are read. A body without a
// declared length (chunked) is read by the JSON endpoints under /api/ only up
// to the limit; page routes receive bodies only from browsers' form posts,
// which always declare it, so they refuse one that does not (411) rather than
// let a form action buffer it (docs/decisions/075).
app.use((req, res, next) => {
  const declared = req.headers["content-length"];
  if (Number(declared ?? 0) > BODY_LIMIT) {
    res.status(413).json({ error: "Request body too large" });
    return;
  }
  if (declared === undefined && req.headers["transfer-encoding"] !== undefined && !req.path.startsWith("/api/")) {
    res.status(411).json({ error: "Content-Length required" });
    return;
  }
  next();
});

app.use(
  compression({
    // Event streams are flushed chunk by chunk and never buffered by gzip.
    filter: (req, res) =>
      !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  }),
);

const pixel = Boolean(env.META_PIXEL_ID);
const prerendered = vite
  ? new Map<string, PrerenderedPage>()
  : loadPrerenderedPages(clientDir, env.PUBLIC_URL, { pixel });

app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const key = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
  const page = prerendered.get(key);
  if (!page) return next();
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptSources: page.scriptHashes,
      dev: false,
      pixel,
    }),
  );
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etag);
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  sendEncoded(req, res, { br: page.brotli, gzip: page.gzip, identity: page.html });
});

// Files after pages: a page request never costs a file-system look-up.
if (vite) {
  app.use(vite.middlewares);
} else {
  // Scripts and styles compressed at build time; fonts and the rest from disk.
  app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  const staticFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    maxAge: "1h",
  });
  // Prerendered HTML and route data are served above (from memory), never as raw files.
  app.use((req, res, next) => (/\.(html|data)$/.test(req.path) ? next() : staticFiles(req, res, next)));
}

// Server-rendered responses: a fresh nonce for their inline scripts.
app.use((req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptSources: [`'nonce-${nonce}'`],
      dev: DEV,
      pixel,
    }),
  );
  next();
});

app.all(
  "/{*splat}",
  createRequestHandler({
    build: loadBuild,
    mode: DEV ? "development" : "production",
    getLoadContext: (req, res) =>
      new RouterContextProvider(
        new Map([
          [
            runtime.requestInfoContext,
            {
              ip: req.ip ?? "unknown",
              nonce: res.locals.nonce as string,
              requestId: res.locals.requestId as string,
            },
          ],
        ]),
      ),
  }),
);

// Anything thrown outside React Router: logged, and a plain answer without details.
app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
  const status = (err as { status?: number }).status;
  const clientError = status === 400 || status === 413;
  if (clientError) {
    // The client's mistake (a malformed address, say): answered, and not worth a stack trace.
    log.warn({ requestId: res.locals.requestId, status, reason: (err as Error).message }, "malformed request refused");
  } else {
    log.error({ err, requestId: res.locals.requestId }, "unhandled error");
  }
  if (res.headersSent) return res.end();
  if (clientError) return res.status(status).json({ error: "Bad request" });
  res.status(500).json({ error: "Internal server error" });
});

await runtime.start();

// Slow clients (slow-loris) are cut off: the headers must arrive within half
// of REQUEST_TIMEOUT_MS and the whole request within it. Node checks these
// limits every connectionsCheckingInterval (30 s by default, which would let a
// slow client stay far longer), so it is tied to the timeout.
const server: Server = createServer(
  {
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    headersTimeout: Math.ceil(env.REQUEST_TIMEOUT_MS / 2),
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(env.REQUEST_TIMEOUT_MS / 10)),
  },
  app,
);
const connections = guardConnections(server, {
  maxConnections: env.MAX_CONNECTIONS,
  silentTimeoutMs: Math.ceil(env.REQUEST_TIMEOUT_MS / 2),
  onShed: (shed) =>
    log.warn({ shed, maxConnections: env.MAX_CONNECTIONS }, "connections that sent nothing were closed"),
});
server.once("error", (err) => {
  log.fatal({ err }, `cannot listen on ${env.HOST}:${env.PORT}`);
  process.exit(1);
});
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info(`Server listening on http://localhost:${port} (${DEV ? "development" : "production"})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.closeIdleConnections();
  connections.closeSilent();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(force);
  await runtime.stop().catch((err: unknown) => log.error({ err }, "error while stopping"));
  await vite?.close();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
