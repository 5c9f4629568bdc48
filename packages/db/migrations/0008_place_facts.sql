-- Place facts (issue 30, decision 0031): structured opening hours, visit length and the date the
-- facts were checked on spots; a computed length, suggested start and working days on tours.
-- Existing rows get placeholder values that the content import (which runs after migrations and
-- rewrites every spot and tour) replaces; old free-text hours are cleared so nothing evaluates them.
ALTER TABLE "spots" ADD COLUMN "visit_minutes" integer NOT NULL DEFAULT 60;--> statement-breakpoint
ALTER TABLE "spots" ALTER COLUMN "visit_minutes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "hours_note" text;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "facts_checked_on" date NOT NULL DEFAULT '2026-11-23';--> statement-breakpoint
ALTER TABLE "spots" ALTER COLUMN "facts_checked_on" DROP DEFAULT;--> statement-breakpoint
UPDATE "spots" SET "opening_hours" = NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "duration_minutes" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "duration_minutes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "start_time" text NOT NULL DEFAULT '09:00';--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "start_time" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "days" text[] NOT NULL DEFAULT '{Mo,Tu,We,Th,Fr,Sa,Su}';--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "months" smallint[];--> statement-breakpoint
ALTER TABLE "spots" DROP COLUMN "time_spent";--> statement-breakpoint
ALTER TABLE "tours" DROP COLUMN "duration";
