-- Existing cities keep México City's zone until the next content import writes each city's own.
ALTER TABLE "cities" ADD COLUMN "time_zone" text DEFAULT 'America/Mexico_City' NOT NULL;--> statement-breakpoint
-- Existing events were one-day events: they end the day they start (the import then sets real ranges).
ALTER TABLE "events" ADD COLUMN "ends_on" date;--> statement-breakpoint
UPDATE "events" SET "ends_on" = "starts_on";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "ends_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "dates_vary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_on");
