CREATE TYPE "public"."rejection_reason" AS ENUM('qualifications', 'experience', 'position_filled', 'other_candidate', 'candidate_declined', 'no_response', 'other');--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"stage" "application_status" NOT NULL,
	"subject_tr" text NOT NULL,
	"body_tr" text NOT NULL,
	"subject_en" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_stage_events" ADD COLUMN "reason" "rejection_reason";--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_templates_stage_idx" ON "mail_templates" USING btree ("stage","name");--> statement-breakpoint
-- Hand-written (decision 048): a rejection's reason goes with its stage event, from the
-- transaction's `hoi.stage_reason` setting as the actor comes from `hoi.actor_id` (`withStageActor`).
CREATE OR REPLACE FUNCTION "record_application_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('hoi.actor_id', true), '')::uuid;
  why rejection_reason := nullif(current_setting('hoi.stage_reason', true), '')::rejection_reason;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "application_stage_events" ("application_id", "from_status", "to_status", "at", "actor_id")
      VALUES (NEW."id", NULL, NEW."status", NEW."stage_changed_at", actor);
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "application_stage_events" ("application_id", "from_status", "to_status", "at", "actor_id", "reason")
      VALUES (NEW."id", OLD."status", NEW."status", NEW."stage_changed_at", actor, why);
  END IF;
  RETURN NULL;
END
$$;
