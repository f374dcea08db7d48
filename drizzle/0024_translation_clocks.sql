ALTER TABLE "job_translations" ADD COLUMN "text_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_translations" ADD COLUMN "reviewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_translations" ADD COLUMN "behind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_translations" ADD COLUMN "text_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "document_translations" ADD COLUMN "reviewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "document_translations" ADD COLUMN "behind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "text_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "reviewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "behind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "job_translations_behind_idx" ON "job_translations" USING btree ("job_id") WHERE "job_translations"."behind";--> statement-breakpoint
CREATE INDEX "document_translations_behind_idx" ON "document_translations" USING btree ("document_id") WHERE "document_translations"."behind";--> statement-breakpoint
CREATE INDEX "contents_behind_idx" ON "contents" USING btree ("updated_at" DESC NULLS FIRST,"id") WHERE "contents"."behind";