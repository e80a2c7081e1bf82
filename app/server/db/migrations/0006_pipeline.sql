CREATE TABLE "lead_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "value_gbp" integer;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_value_only_won_check" CHECK ("leads"."value_gbp" is null or ("leads"."status" = 'won' and "leads"."value_gbp" >= 0));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_reason_only_lost_check" CHECK ("leads"."lost_reason" is null or "leads"."status" = 'lost');--> statement-breakpoint
-- Leads that already have a live booking start where a booking now puts them (docs/product.md §15).
UPDATE "leads" SET "status" = 'survey_booked' WHERE "id" IN (SELECT "lead_id" FROM "bookings" WHERE "status" = 'confirmed');
