ALTER TABLE "sessions" ADD COLUMN "created_from" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "time_zone" text;