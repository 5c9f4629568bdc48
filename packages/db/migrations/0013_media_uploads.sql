CREATE TABLE "media_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"alt" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_uploads_kind_file_key" ON "media_uploads" USING btree ("kind","file");--> statement-breakpoint
CREATE INDEX "media_uploads_kind_idx" ON "media_uploads" USING btree ("kind","uploaded_at");