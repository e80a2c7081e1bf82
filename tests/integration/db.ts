import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type DbHandle, openDatabase } from "~/server/db/client.server";
import { setDatabaseForTests } from "~/server/db/index.server";
import { resetEnvForTests } from "~/server/env.server";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server of TEST_DATABASE_URL (dropped
 * again by the returned close()).
 */
export async function createTestDatabase(): Promise<DbHandle> {
  if (!process.env.TEST_DATABASE_URL) return openDatabase({});
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ url: empty.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server: its URL, and drop() to remove it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * For a test file: a fresh database installed as the app's own, and the
 * environment variables given (read again by the env module). Returns a
 * getter for the handle, valid inside tests.
 */
export function setupAppDatabase(env: Record<string, string> = {}): () => DbHandle {
  let handle: DbHandle | undefined;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    for (const [k, v] of Object.entries({ LOG_LEVEL: "silent", ...env })) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    resetEnvForTests();
    handle = await createTestDatabase();
    setDatabaseForTests(handle);
  });
  afterAll(async () => {
    await handle?.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  });
  return () => {
    if (!handle) throw new Error("database not ready");
    return handle;
  };
}
