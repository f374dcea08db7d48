CREATE TYPE "public"."corporate_section" AS ENUM('sector', 'figure', 'values_tab', 'life_card', 'about', 'core_value', 'board_member', 'company', 'brand', 'office');--> statement-breakpoint
ALTER TYPE "public"."preview_kind" ADD VALUE 'corporate';--> statement-breakpoint
ALTER TYPE "public"."publish_kind" ADD VALUE 'corporate';--> statement-breakpoint
CREATE TABLE "corporate_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" "corporate_section" NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" "publish_status" DEFAULT 'draft' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_entries_key_length" CHECK (length("corporate_entries"."key") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "corporate_entry_texts" (
	"entry_id" uuid NOT NULL,
	"lang" "language" NOT NULL,
	"texts" jsonb NOT NULL,
	"text_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"behind" boolean DEFAULT false NOT NULL,
	CONSTRAINT "corporate_entry_texts_entry_id_lang_pk" PRIMARY KEY("entry_id","lang")
);
--> statement-breakpoint
ALTER TABLE "corporate_entries" ADD CONSTRAINT "corporate_entries_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_entry_texts" ADD CONSTRAINT "corporate_entry_texts_entry_id_corporate_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."corporate_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_entries_key_idx" ON "corporate_entries" USING btree ("section","key");--> statement-breakpoint
CREATE INDEX "corporate_entries_section_idx" ON "corporate_entries" USING btree ("section","position","id");--> statement-breakpoint
CREATE INDEX "corporate_entries_media_idx" ON "corporate_entries" USING btree ("media_id") WHERE "corporate_entries"."media_id" is not null;--> statement-breakpoint
CREATE INDEX "corporate_entry_texts_behind_idx" ON "corporate_entry_texts" USING btree ("entry_id") WHERE "corporate_entry_texts"."behind";