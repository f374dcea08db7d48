CREATE TYPE "public"."consent_purpose" AS ENUM('application', 'talent_pool');--> statement-breakpoint
CREATE TABLE "application_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"notice_version" text NOT NULL,
	"language" "language" NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"renewal_asked_at" timestamp with time zone,
	"renewed_at" timestamp with time zone,
	CONSTRAINT "application_consents_application_purpose_unique" UNIQUE("application_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_consents_purpose_expires_idx" ON "application_consents" USING btree ("purpose","expires_at");--> statement-breakpoint
-- Applications from before consents were kept by purpose: their one consent, to this application,
-- given with the submission under the notice of the time, for the retention period then in force.
INSERT INTO "application_consents" ("application_id", "purpose", "notice_version", "language", "given_at", "expires_at")
SELECT "id", 'application', 'before-2026-11-26', "language", "consent_at", "created_at" + interval '365 days' FROM "applications";
