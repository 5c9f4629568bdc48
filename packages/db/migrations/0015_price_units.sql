ALTER TABLE "events" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "cost_unit" text;--> statement-breakpoint
-- Hand-written (issue 34): every price gets its unit. Rows already here get the likely one
-- ('free' with 0 or a price text of just "Free", else 'per-person'); the next content:import sets
-- the dataset's own units on every row no editor has published (a Xochimilco boat is
-- 'per-boat-per-hour'). Editors' revisions get the same, so their drafts and content:export
-- carry a unit too. Only then can events.price_unit be NOT NULL.
UPDATE "spots" SET "price_unit" = CASE WHEN "price" = 0 THEN 'free' ELSE 'per-person' END WHERE "price" IS NOT NULL;--> statement-breakpoint
UPDATE "tours" SET "cost_unit" = CASE WHEN "cost" = 0 THEN 'free' ELSE 'per-person' END WHERE "cost" IS NOT NULL;--> statement-breakpoint
UPDATE "events" SET "price_unit" = CASE WHEN lower(trim("price_text")) = 'free' THEN 'free' ELSE 'per-person' END;--> statement-breakpoint
UPDATE "content_revisions" SET "data" = "data" || jsonb_build_object('priceUnit', CASE WHEN "data"->'price' = '0'::jsonb THEN 'free' ELSE 'per-person' END) WHERE "kind" = 'spot' AND "data"->'price' IS NOT NULL AND "data"->'priceUnit' IS NULL;--> statement-breakpoint
UPDATE "content_revisions" SET "data" = "data" || jsonb_build_object('costUnit', CASE WHEN "data"->'cost' = '0'::jsonb THEN 'free' ELSE 'per-person' END) WHERE "kind" = 'tour' AND "data"->'cost' IS NOT NULL AND "data"->'costUnit' IS NULL;--> statement-breakpoint
UPDATE "content_revisions" SET "data" = "data" || jsonb_build_object('priceUnit', CASE WHEN lower(trim("data"->>'priceText')) = 'free' THEN 'free' ELSE 'per-person' END) WHERE "kind" = 'event' AND "data"->'priceUnit' IS NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "price_unit" SET NOT NULL;--> statement-breakpoint
-- End of the hand-written part.
ALTER TABLE "events" ADD CONSTRAINT "events_price_unit_check" CHECK ("events"."price_unit" in ('free', 'per-person', 'per-group', 'per-vehicle', 'per-boat-per-hour', 'per-song'));--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_price_unit_check" CHECK ("spots"."price_unit" in ('free', 'per-person', 'per-group', 'per-vehicle', 'per-boat-per-hour', 'per-song'));--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_cost_unit_check" CHECK ("tours"."cost_unit" in ('free', 'per-person', 'per-group', 'per-vehicle', 'per-boat-per-hour', 'per-song'));
