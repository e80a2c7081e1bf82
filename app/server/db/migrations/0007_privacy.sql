ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written below this line (docs/decisions/091): client addresses are no longer stored in clear. The
-- failed staff log-ins were counted under the address itself; those rows hold a 15-minute window at most,
-- so they are dropped rather than converted (the key that hashes them lives outside the database).
DELETE FROM "staff_login_failures" WHERE "key" <> '*';
--> statement-breakpoint
-- The rate limits' table (rate-limiter-flexible's, PostgreSQL only, made by the server on first use) keyed
-- its counts by address too; they last an hour or a day at most. Emptied where it exists.
DO $$
BEGIN
  IF to_regclass('rate_limits') IS NOT NULL THEN
    EXECUTE 'DELETE FROM rate_limits';
  END IF;
END
$$;
