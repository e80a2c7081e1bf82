import { embeddedHealth } from "~/server/db/health.server";
import { getDatabase } from "~/server/db/index.server";
import { dataDir } from "~/server/env.server";
import { getLogger } from "~/server/logger.server";

const headers = { "Cache-Control": "no-store" };

/**
 * The database kind and, for the embedded one, its data directory's size in
 * bytes and the age of the newest backup in seconds (null: never backed up).
 */
export async function loader() {
  try {
    const db = await getDatabase();
    await db.ping();
    if (db.kind === "pglite" && db.pglite?.dataDir) {
      const extra = embeddedHealth(db.pglite.dataDir, dataDir());
      return Response.json({ status: "ok", database: db.kind, ...extra }, { headers });
    }
    return Response.json({ status: "ok", database: db.kind }, { headers });
  } catch (err) {
    getLogger().error({ err }, "health check: database unreachable");
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers });
  }
}
