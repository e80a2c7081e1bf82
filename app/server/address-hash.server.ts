/**
 * Client addresses are never stored in clear (docs/decisions/091): what the
 * rate limits and the failed log-in counts key by is an HMAC-SHA256 of the
 * address (an IPv6 one by its /64, as the limits count it), keyed by a key
 * derived from the session secret. The session secret is generated and kept
 * in DATA_DIR/secrets.json when unset, and is shared by every instance on one
 * PostgreSQL server (their cookies need it), so all of them hash alike; a
 * table that leaks cannot be turned back into addresses without it.
 */
import { createHmac } from "node:crypto";
import { getStaffSecrets } from "./env.server";
import { addressKey } from "./trusted-proxy.server";

let cached: { secret: string; key: Buffer } | undefined;

/** The hashing key: derived, so the session secret itself is never used for two jobs. */
function hashKey(): Buffer {
  const secret = getStaffSecrets().sessionSecret;
  if (cached?.secret !== secret)
    cached = { secret, key: createHmac("sha256", secret).update("client-address-hash/v1").digest() };
  return cached.key;
}

/** A keyed hash of any text: 22 base64url characters (128 bits), the same for the same text. */
export function keyedHash(text: string): string {
  return createHmac("sha256", hashKey()).update(text).digest("base64url").slice(0, 22);
}

/** The key a client address is counted under: its /64 for IPv6, hashed. */
export const addressHash = (ip: string): string => keyedHash(addressKey(ip));
