CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer,
	"city_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"data" jsonb NOT NULL,
	"origin" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."kind" in ('spot', 'tour', 'event', 'post', 'city')),
	CONSTRAINT "content_revisions_state_check" CHECK ("content_revisions"."state" in ('draft', 'published', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'traveller' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "content_revisions_entity_idx" ON "content_revisions" USING btree ("kind","entity_id","published_at");--> statement-breakpoint
CREATE INDEX "content_revisions_state_idx" ON "content_revisions" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "content_revisions_origin_idx" ON "content_revisions" USING btree ("origin") WHERE "content_revisions"."origin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_one_draft_key" ON "content_revisions" USING btree ("kind","entity_id") WHERE "content_revisions"."state" = 'draft';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_city_idx" ON "contact_messages" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_city_idx" ON "submissions" USING btree ("city_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('traveller', 'editor', 'admin'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'in_review', 'rejected', 'answered'));--> statement-breakpoint
UPDATE "submissions" SET "status" = 'accepted' WHERE "status" = 'approved';--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('new', 'in_review', 'accepted', 'rejected', 'answered'));