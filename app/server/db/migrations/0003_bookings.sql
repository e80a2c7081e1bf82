CREATE TABLE "booking_capacity" (
	"date" date NOT NULL,
	"period" text NOT NULL,
	"capacity_group" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_capacity_date_period_capacity_group_pk" PRIMARY KEY("date","period","capacity_group"),
	CONSTRAINT "booking_capacity_booked_check" CHECK ("booking_capacity"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lead_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"token_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"requirements" text
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("date","period");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");