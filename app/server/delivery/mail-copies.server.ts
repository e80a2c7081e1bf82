/**
 * The .eml copies under DATA_DIR/mail (written only when no SMTP server is
 * configured; email.server.ts): found by the lead or booking id in their
 * names, or, for a digest, by the X-Lead-Ids header it carries in a file, and
 * removed when their lead is erased or they pass the retention period
 * (docs/decisions/093).
 */
import { open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "../env.server";

/** The header a digest written to a file lists its leads in. */
export const LEAD_IDS_HEADER = "X-Lead-Ids";

export const mailDirOf = () => path.join(dataDir(), "mail");

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith(".eml") || f.endsWith(".eml.tmp"));
  } catch {
    return []; // no directory: nothing was ever written
  }
}

/** The unfolded header block of a message file (its first 64 KiB at most). */
async function headerBlock(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString("latin1");
    const end = text.search(/\r?\n\r?\n/);
    return (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  } finally {
    await handle.close();
  }
}

/** The lead ids a digest file lists. */
export async function digestLeadIds(file: string): Promise<string[]> {
  const header = new RegExp(`^${LEAD_IDS_HEADER}:(.*)$`, "im").exec(await headerBlock(file));
  return header ? header[1]!.split(/[\s,]+/).filter(Boolean) : [];
}

/**
 * Removes the copies about these leads and bookings; a digest listing one of
 * the leads goes whole (the other leads in it are still in the inbox).
 * Returns how many files were removed.
 */
export async function removeMailCopies(
  dir: string,
  { leadIds, bookingIds = [] }: { leadIds: string[]; bookingIds?: string[] },
): Promise<number> {
  if (leadIds.length === 0 && bookingIds.length === 0) return 0;
  const ids = [...leadIds, ...bookingIds];
  const leads = new Set(leadIds);
  let removed = 0;
  for (const name of await emlFiles(dir)) {
    const file = path.join(dir, name);
    let match = ids.some((id) => name.includes(id));
    if (!match && name.includes("-digest-")) {
      match = (await digestLeadIds(file).catch(() => [])).some((id) => leads.has(id));
    }
    if (match) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Removes the copies last written before `before`. Returns how many. */
export async function removeMailCopiesBefore(dir: string, before: Date): Promise<number> {
  let removed = 0;
  for (const name of await emlFiles(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtime.getTime() < before.getTime()) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
