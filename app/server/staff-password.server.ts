import { createHash, scryptSync, timingSafeEqual } from "node:crypto";
import path from "node:path";
import { dataDir, getStaffSecrets } from "./env.server";

/**
 * The shared staff password (docs/decisions/057): compared after Unicode NFC
 * normalisation, its length counted in characters (code points), never trimmed.
 */

export const PASSWORD_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 12;

/** Characters, not UTF-16 units: an emoji counts once. */
export const characterCount = (value: string) => [...value].length;

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Constant-time: both sides are hashed first, so lengths never differ. */
export function passwordMatches(candidate: string): boolean {
  const expected = getStaffSecrets().analyticsPassword.normalize("NFC");
  return timingSafeEqual(sha256(candidate.normalize("NFC")), sha256(expected));
}

let fingerprintCache: { password: string; value: string } | undefined;

/**
 * A slow, salted hash of the password in force, kept with each session so a
 * new password ends every session. Slow (scrypt) because it sits in the
 * database: a copy of the table must not make the password cheap to guess.
 * Computed once per password per process.
 */
export function passwordFingerprint(): string {
  const password = getStaffSecrets().analyticsPassword.normalize("NFC");
  if (fingerprintCache?.password !== password) {
    const value = scryptSync(password, "cymru-solar staff session", 32).toString("base64url");
    fingerprintCache = { password, value };
  }
  return fingerprintCache.value;
}

interface Announcer {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * At start-up: a password generated just now is shown once, so the operator
 * can log in; on every later start the log says only where it is kept.
 */
export function announceStaffPassword(log: Announcer): void {
  const secrets = getStaffSecrets();
  if (!secrets.generatedPassword) return;
  const file = path.join(dataDir(), "secrets.json");
  if (secrets.passwordCreated) {
    log.warn(
      `ANALYTICS_PASSWORD is not set; generated staff password for /quiz-analytics: ${secrets.analyticsPassword} (shown this once; it is kept in ${file})`,
    );
  } else {
    log.info(`ANALYTICS_PASSWORD is not set; the generated staff password is in ${file} (analyticsPassword)`);
  }
}
