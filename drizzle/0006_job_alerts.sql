CREATE TYPE "public"."alert_frequency" AS ENUM('daily', 'immediate');--> statement-breakpoint
CREATE TYPE "public"."alert_token_purpose" AS ENUM('confirm', 'manage');--> statement-breakpoint
CREATE TABLE "job_alert_deliveries" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"purpose" "alert_token_purpose" NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" "language" NOT NULL,
	"frequency" "alert_frequency" NOT NULL,
	"query" text,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" "job_category",
	"work_mode" "work_mode",
	"employment_type" "employment_type",
	"experience_level" "experience_level",
	"company_key" text,
	"location" text,
	"location_key" text,
	"consent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_tokens" ADD CONSTRAINT "job_alert_tokens_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_job_idx" ON "job_alert_deliveries" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_pending_idx" ON "job_alert_deliveries" USING btree ("alert_id") WHERE "job_alert_deliveries"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "job_alert_tokens_alert_idx" ON "job_alert_tokens" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "job_alerts_match_idx" ON "job_alerts" USING btree ("category") WHERE "job_alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "job_alerts_unconfirmed_idx" ON "job_alerts" USING btree ("created_at") WHERE "job_alerts"."confirmed_at" is null;