-- Hand-written first statement: no event is inserted (and summarised by the old trigger) while the
-- summaries change shape; inserts wait for this migration's commit. See docs/decisions/012.
LOCK TABLE "quiz_analytics" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "quiz_daily" (
	"day" date NOT NULL,
	"variant" text NOT NULL,
	"utm_source" text NOT NULL,
	"sessions" integer NOT NULL,
	"starts" integer NOT NULL,
	"form_reached" integer NOT NULL,
	"submissions" integer NOT NULL,
	"abandoned" integer NOT NULL,
	CONSTRAINT "quiz_daily_day_variant_utm_source_pk" PRIMARY KEY("day","variant","utm_source")
);
--> statement-breakpoint
CREATE TABLE "quiz_daily_answers" (
	"day" date NOT NULL,
	"variant" text NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "quiz_daily_answers_day_variant_question_id_answer_pk" PRIMARY KEY("day","variant","question_id","answer")
);
--> statement-breakpoint
DROP INDEX "quiz_session_answers_first_at_idx";--> statement-breakpoint
DROP INDEX "quiz_sessions_first_at_idx";--> statement-breakpoint
DROP INDEX "quiz_sessions_variant_first_at_idx";--> statement-breakpoint
ALTER TABLE "quiz_session_answers" DROP COLUMN "variant";--> statement-breakpoint
ALTER TABLE "quiz_session_answers" DROP COLUMN "session_first_at";--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not model triggers); see docs/decisions/012.
-- The trigger of 0001 now also keeps quiz_daily and quiz_daily_answers: for the sessions of the batch it
-- subtracts what they counted before and adds what they count after, so a session that moves (an earlier
-- event arriving late, a changed answer, a submission after an abandonment) moves its counts with it.
CREATE OR REPLACE FUNCTION "quiz_analytics_summarise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Batches of the same session take turns, so the statement below reads each session as the previous
  -- batch left it (READ COMMITTED: each statement sees what committed before it began). Keys are taken in
  -- order, so two batches never wait for each other in a circle.
  PERFORM pg_advisory_xact_lock(7244552, k)
  FROM (SELECT DISTINCT hashtext(session_id) AS k FROM new_events ORDER BY 1) AS keys;

  WITH ids AS (
    SELECT DISTINCT session_id FROM new_events
  ), old_sessions AS (
    SELECT s.* FROM quiz_sessions s JOIN ids USING (session_id)
  ), old_answers AS (
    SELECT a.session_id, a.question_id, a.answer FROM quiz_session_answers a JOIN ids USING (session_id)
  ), new_sessions AS (
    INSERT INTO quiz_sessions AS s (session_id, variant, utm_source, first_at, started_at, form_reached_at, submitted_at, abandoned_at)
    SELECT session_id, max(variant), max(utm_source), min(created_at),
      min(created_at) FILTER (WHERE event_type = 'started'),
      min(created_at) FILTER (WHERE event_type = 'form_reached'),
      min(created_at) FILTER (WHERE event_type = 'submitted'),
      min(created_at) FILTER (WHERE event_type = 'abandoned')
    FROM new_events GROUP BY session_id
    ON CONFLICT (session_id) DO UPDATE SET
      variant = coalesce(s.variant, excluded.variant),
      utm_source = coalesce(s.utm_source, excluded.utm_source),
      first_at = least(s.first_at, excluded.first_at),
      started_at = least(s.started_at, excluded.started_at),
      form_reached_at = least(s.form_reached_at, excluded.form_reached_at),
      submitted_at = least(s.submitted_at, excluded.submitted_at),
      abandoned_at = least(s.abandoned_at, excluded.abandoned_at)
    RETURNING s.*
  ), changed_answers AS (
    -- The latest answer wins: a visitor who goes back and changes an answer counts once, for the new one.
    INSERT INTO quiz_session_answers AS a (session_id, question_id, answer, answered_at)
    SELECT DISTINCT ON (e.session_id, e.question_id) e.session_id, e.question_id, e.answer, e.created_at
    FROM new_events e
    WHERE e.event_type IN ('first_answered', 'question_answered') AND e.question_id IS NOT NULL AND e.answer IS NOT NULL
    ORDER BY e.session_id, e.question_id, e.created_at DESC, e.id DESC
    ON CONFLICT (session_id, question_id) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at
    WHERE excluded.answered_at >= a.answered_at
    RETURNING a.session_id, a.question_id, a.answer
  ), new_answers AS (
    SELECT * FROM changed_answers
    UNION ALL
    SELECT o.* FROM old_answers o
    WHERE NOT EXISTS (SELECT 1 FROM changed_answers c WHERE c.session_id = o.session_id AND c.question_id = o.question_id)
  ), funnel_delta AS (
    SELECT day, variant, utm_source, sum(n) AS sessions, sum(n * started) AS starts,
      sum(n * form_reached) AS form_reached, sum(n * submitted) AS submissions, sum(n * abandoned) AS abandoned
    FROM (
      SELECT n, (first_at AT TIME ZONE 'Europe/London')::date AS day, coalesce(variant, '') AS variant,
        coalesce(utm_source, '') AS utm_source, (started_at IS NOT NULL)::int AS started,
        (form_reached_at IS NOT NULL)::int AS form_reached, (submitted_at IS NOT NULL)::int AS submitted,
        (abandoned_at IS NOT NULL AND submitted_at IS NULL)::int AS abandoned
      FROM (SELECT 1 AS n, * FROM new_sessions UNION ALL SELECT -1 AS n, * FROM old_sessions) AS both_states
    ) AS counted
    GROUP BY day, variant, utm_source
    HAVING sum(n) <> 0 OR sum(n * started) <> 0 OR sum(n * form_reached) <> 0
      OR sum(n * submitted) <> 0 OR sum(n * abandoned) <> 0
  ), answer_delta AS (
    SELECT day, variant, question_id, answer, sum(n) AS sessions
    FROM (
      SELECT 1 AS n, (s.first_at AT TIME ZONE 'Europe/London')::date AS day, coalesce(s.variant, '') AS variant,
        a.question_id, a.answer
      FROM new_answers a JOIN new_sessions s USING (session_id)
      UNION ALL
      SELECT -1, (s.first_at AT TIME ZONE 'Europe/London')::date, coalesce(s.variant, ''), a.question_id, a.answer
      FROM old_answers a JOIN old_sessions s USING (session_id)
    ) AS counted
    GROUP BY day, variant, question_id, answer
    HAVING sum(n) <> 0
  ), funnel_counts AS (
    -- In key order, so concurrent batches lock shared rows in the same order.
    INSERT INTO quiz_daily AS d (day, variant, utm_source, sessions, starts, form_reached, submissions, abandoned)
    SELECT * FROM funnel_delta ORDER BY day, variant, utm_source
    ON CONFLICT (day, variant, utm_source) DO UPDATE SET
      sessions = d.sessions + excluded.sessions,
      starts = d.starts + excluded.starts,
      form_reached = d.form_reached + excluded.form_reached,
      submissions = d.submissions + excluded.submissions,
      abandoned = d.abandoned + excluded.abandoned
  )
  INSERT INTO quiz_daily_answers AS d (day, variant, question_id, answer, sessions)
  SELECT * FROM answer_delta ORDER BY day, variant, question_id, answer
  ON CONFLICT (day, variant, question_id, answer) DO UPDATE SET sessions = d.sessions + excluded.sessions;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sessions summarised before this migration: count them once, as the trigger would have.
INSERT INTO quiz_daily (day, variant, utm_source, sessions, starts, form_reached, submissions, abandoned)
SELECT (first_at AT TIME ZONE 'Europe/London')::date, coalesce(variant, ''), coalesce(utm_source, ''), count(*),
  count(started_at), count(form_reached_at), count(submitted_at),
  count(*) FILTER (WHERE abandoned_at IS NOT NULL AND submitted_at IS NULL)
FROM quiz_sessions GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO quiz_daily_answers (day, variant, question_id, answer, sessions)
SELECT (s.first_at AT TIME ZONE 'Europe/London')::date, coalesce(s.variant, ''), a.question_id, a.answer, count(*)
FROM quiz_session_answers a JOIN quiz_sessions s USING (session_id)
GROUP BY 1, 2, 3, 4;
