/** The staff dashboard's query after a flood of made-up campaign tags, on an in-memory embedded database. */
import { randomUUID } from "node:crypto";
import { getQuizFunnel } from "../../app/server/analytics.server";
import { openDatabase } from "../../app/server/db/client.server";
import { closeDatabase, setDatabaseForTests } from "../../app/server/db/index.server";
import { recordQuizEvents } from "../../app/server/quiz-events.server";
import { median } from "../types";

export interface DashboardFloodResult {
  distinctSources: number;
  medianMs: number;
  maxMs: number;
  runs: number;
  responseBytes: number;
  sourcesListed: number;
}

export async function dashboardAfterFlood(distinct: number, runs = 5): Promise<DashboardFloodResult> {
  setDatabaseForTests(await openDatabase({}));
  try {
    for (let i = 0; i < distinct; i += 5_000) {
      const events = Array.from({ length: Math.min(5_000, distinct - i) }, (_, j) => ({
        session_id: randomUUID(),
        event_type: "started" as const,
        utm_source: `junk-${i + j}`,
      }));
      const stored = await recordQuizEvents({ events });
      if (!stored.ok) throw new Error(`storing the flood failed: ${stored.error}`);
    }
    const times: number[] = [];
    let bytes = 0;
    let listed = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const funnel = await getQuizFunnel({});
      bytes = JSON.stringify(funnel).length;
      times.push(performance.now() - t);
      listed = funnel.utmSources.length;
    }
    return {
      distinctSources: distinct,
      medianMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
      runs,
      responseBytes: bytes,
      sourcesListed: listed,
    };
  } finally {
    await closeDatabase();
  }
}
