import { getDatabase } from "~/server/db/index.server";
import { getLogger } from "~/server/logger.server";

const headers = { "Cache-Control": "no-store" };

export async function loader() {
  try {
    const db = await getDatabase();
    await db.ping();
    return Response.json({ status: "ok", database: db.kind }, { headers });
  } catch (err) {
    getLogger().error({ err }, "health check: database unreachable");
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers });
  }
}
