CREATE TYPE "public"."media_format" AS ENUM('avif', 'webp', 'jpeg');--> statement-breakpoint
CREATE TYPE "public"."media_usage_role" AS ENUM('cover', 'body');--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'variant';--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt_tr" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"variants_at" timestamp with time zone,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(coalesce(name, '') || ' ' || coalesce(alt_tr, '') || ' ' || coalesce(alt_en, ''), 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) STORED NOT NULL,
	CONSTRAINT "media_items_alt_length" CHECK (length("media_items"."alt_tr") <= 250 and length("media_items"."alt_en") <= 250 and length("media_items"."name") <= 200)
);
--> statement-breakpoint
CREATE TABLE "media_usages" (
	"media_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"role" "media_usage_role" NOT NULL,
	CONSTRAINT "media_usages_media_id_content_id_role_pk" PRIMARY KEY("media_id","content_id","role")
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"media_id" uuid NOT NULL,
	"format" "media_format" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "media_variants_media_id_format_width_pk" PRIMARY KEY("media_id","format","width"),
	CONSTRAINT "media_variants_fileId_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_id_files_id_fk" FOREIGN KEY ("id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usages" ADD CONSTRAINT "media_usages_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usages" ADD CONSTRAINT "media_usages_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "media_items_search_idx" ON "media_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_items_missing_alt_idx" ON "media_items" USING btree ("created_at" DESC NULLS LAST,"id") WHERE not "media_items"."decorative" and ("media_items"."alt_tr" = '' or "media_items"."alt_en" = '');--> statement-breakpoint
CREATE INDEX "media_usages_content_idx" ON "media_usages" USING btree ("content_id");--> statement-breakpoint
-- The images uploaded before the library become its items, without alt text (decision 059); their size and variants come from the media.variants sweep.
INSERT INTO "media_items" ("id", "name", "created_at") SELECT "id", left("original_name", 200), "created_at" FROM "files" WHERE "kind" = 'image';--> statement-breakpoint
INSERT INTO "media_usages" ("media_id", "content_id", "role") SELECT "cover_file_id", "id", 'cover' FROM "contents" WHERE "cover_file_id" IN (SELECT "id" FROM "media_items") ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "media_usages" ("media_id", "content_id", "role") SELECT DISTINCT "media_items"."id", "contents"."id", 'body'::"media_usage_role" FROM "contents" CROSS JOIN LATERAL regexp_matches("contents"."body_html", '/api/public/images/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})', 'g') AS "found"("m") JOIN "media_items" ON "media_items"."id" = lower("found"."m"[1])::uuid ON CONFLICT DO NOTHING;
