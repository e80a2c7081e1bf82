CREATE TABLE "quiz_session_answers" (
	"session_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"variant" text,
	"session_first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_session_answers_session_id_question_id_pk" PRIMARY KEY("session_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"variant" text,
	"utm_source" text,
	"first_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"form_reached_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "quiz_session_answers_first_at_idx" ON "quiz_session_answers" USING btree ("session_first_at");--> statement-breakpoint
CREATE INDEX "quiz_sessions_first_at_idx" ON "quiz_sessions" USING btree ("first_at");--> statement-breakpoint
CREATE INDEX "quiz_sessions_variant_first_at_idx" ON "quiz_sessions" USING btree ("variant","first_at");--> statement-breakpoint
-- Hand-written below this line (drizzle-kit does not model triggers); see docs/decisions/008.
-- Keeps quiz_sessions and quiz_session_answers in step with every insert into
-- quiz_analytics. Statement-level with a transition table, so a batch of
-- events costs two set-based upserts, whatever its size.
CREATE FUNCTION "quiz_analytics_summarise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
    abandoned_at = least(s.abandoned_at, excluded.abandoned_at);

  -- The latest answer wins: a visitor who goes back and changes an answer counts once, for the new one.
  INSERT INTO quiz_session_answers AS a (session_id, question_id, answer, answered_at, variant, session_first_at)
  SELECT DISTINCT ON (e.session_id, e.question_id) e.session_id, e.question_id, e.answer, e.created_at, s.variant, s.first_at
  FROM new_events e JOIN quiz_sessions s ON s.session_id = e.session_id
  WHERE e.event_type IN ('first_answered', 'question_answered') AND e.question_id IS NOT NULL AND e.answer IS NOT NULL
  ORDER BY e.session_id, e.question_id, e.created_at DESC, e.id DESC
  ON CONFLICT (session_id, question_id) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at
  WHERE excluded.answered_at >= a.answered_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quiz_analytics_summarise" AFTER INSERT ON "quiz_analytics"
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "quiz_analytics_summarise"();
--> statement-breakpoint
-- Events stored before this migration: summarise them once, as the trigger would have.
INSERT INTO quiz_sessions (session_id, variant, utm_source, first_at, started_at, form_reached_at, submitted_at, abandoned_at)
SELECT session_id, max(variant), max(utm_source), min(created_at),
  min(created_at) FILTER (WHERE event_type = 'started'),
  min(created_at) FILTER (WHERE event_type = 'form_reached'),
  min(created_at) FILTER (WHERE event_type = 'submitted'),
  min(created_at) FILTER (WHERE event_type = 'abandoned')
FROM quiz_analytics GROUP BY session_id;
--> statement-breakpoint
INSERT INTO quiz_session_answers (session_id, question_id, answer, answered_at, variant, session_first_at)
SELECT DISTINCT ON (e.session_id, e.question_id) e.session_id, e.question_id, e.answer, e.created_at, s.variant, s.first_at
FROM quiz_analytics e JOIN quiz_sessions s ON s.session_id = e.session_id
WHERE e.event_type IN ('first_answered', 'question_answered') AND e.question_id IS NOT NULL AND e.answer IS NOT NULL
ORDER BY e.session_id, e.question_id, e.created_at DESC, e.id DESC;
