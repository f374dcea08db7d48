ALTER TABLE "job_translations" ADD COLUMN "text_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_translations" ADD COLUMN "reviewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "document_translations" ADD COLUMN "text_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "document_translations" ADD COLUMN "reviewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "text_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "reviewed_at" timestamp with time zone DEFAULT now() NOT NULL;