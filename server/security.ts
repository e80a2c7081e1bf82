import type { Request, Response } from "express";
import { isCrossSiteWrite as crossSite } from "../app/lib/cross-site";

export interface CspOptions {
  /** 'nonce-…' or 'sha256-…' expressions allowing this response's inline scripts. */
  scriptSources: string[];
  dev: boolean;
  /** Extra origins for the advertising pixel, when one is configured. */
  pixel: boolean;
}

/** The Content-Security-Policy of an HTML response: no unsafe-eval, inline scripts only by nonce or hash. */
export function contentSecurityPolicy({ scriptSources, dev, pixel }: CspOptions): string {
  const fb = pixel ? ["https://connect.facebook.net"] : [];
  const fbImg = pixel ? ["https://www.facebook.com"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources, ...fb],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...fbImg],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...fb, ...fbImg, ...(dev ? ["ws://127.0.0.1:*", "ws://localhost:*"] : [])],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Headers every response carries (helmet sets the rest). */
export function baseHeaders(req: Request, res: Response): void {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/**
 * Refuses state-changing requests that a browser marks as coming from another
 * site (CSRF), by the app's one predicate (app/lib/cross-site.ts).
 */
export function isCrossSiteWrite(req: Request, publicUrl: string): boolean {
  const site = req.headers["sec-fetch-site"];
  return crossSite({
    method: req.method,
    secFetchSite: typeof site === "string" ? site : undefined,
    origin: req.headers.origin,
    host: req.headers.host,
    publicUrl,
  });
}
