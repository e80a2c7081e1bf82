ALTER TABLE "leads" ADD COLUMN "email_normalized" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_normalized" text;--> statement-breakpoint
CREATE INDEX "leads_email_normalized_idx" ON "leads" USING btree ("email_normalized") WHERE "leads"."email_normalized" is not null;--> statement-breakpoint
CREATE INDEX "leads_phone_normalized_idx" ON "leads" USING btree ("phone_normalized") WHERE "leads"."phone_normalized" is not null;--> statement-breakpoint
-- Who a lead is, for linking one person's enquiries (docs/decisions/085): the e-mail trimmed and in
-- lower case; a UK phone number as E.164 (07700 900123, +44 7700 900123, 0044 7700 900123,
-- +44 (0)7700 900123 and (07700) 900-123 all become +447700900123), any other number null.
CREATE FUNCTION "leads_normalise_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  compact text;
BEGIN
  NEW.email_normalized := nullif(lower(btrim(NEW.email)), '');
  compact := regexp_replace(btrim(coalesce(NEW.phone, '')), '^(\+44|0044)\s*\(0\)', '\1');
  compact := regexp_replace(compact, '[\s().-]', '', 'g');
  NEW.phone_normalized := CASE
    WHEN compact ~ '^\+44[1-9][0-9]{8,9}$' THEN compact
    WHEN compact ~ '^0044[1-9][0-9]{8,9}$' THEN '+' || substr(compact, 3)
    WHEN compact ~ '^0[1-9][0-9]{8,9}$' THEN '+44' || substr(compact, 2)
    ELSE NULL
  END;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_normalise_contact" BEFORE INSERT OR UPDATE OF "email", "phone" ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "leads_normalise_contact"();
--> statement-breakpoint
-- Existing leads: the trigger fills their columns.
UPDATE "leads" SET "email" = "email";
