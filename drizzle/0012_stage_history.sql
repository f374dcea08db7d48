CREATE TABLE "application_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" "application_status",
	"to_status" "application_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_stage_events" ADD CONSTRAINT "application_stage_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_events" ADD CONSTRAINT "application_stage_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_events_application_idx" ON "application_stage_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "application_stage_events_at_idx" ON "application_stage_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "applications_job_stage_idx" ON "applications" USING btree ("job_id","status","stage_changed_at","id");--> statement-breakpoint
-- Hand-written (decision 045): the stage history of the applications already there, then the
-- triggers that keep it. An application arrived as `new` when it was created; one in another
-- status is taken to have moved there at its last update (a withdrawn one when it was withdrawn). The
-- statuses are not named beyond 'new': on a fresh database the migrations run in one transaction,
-- and one that added a status (0005's `withdrawn`) may not be used in the same transaction.
UPDATE "applications" SET "stage_changed_at" = CASE
    WHEN "status" = 'new' THEN "created_at"
    ELSE coalesce("withdrawn_at", "updated_at") END;--> statement-breakpoint
INSERT INTO "application_stage_events" ("application_id", "from_status", "to_status", "at")
  SELECT "id", NULL::"application_status", 'new'::"application_status", "created_at" FROM "applications"
  UNION ALL
  SELECT "id", 'new'::"application_status", "status", "stage_changed_at" FROM "applications" WHERE "status" <> 'new';--> statement-breakpoint
-- An application's arrival and each change of its status set `stage_changed_at` (before the row is
-- written) and add a stage event (after), whatever wrote it; the actor is the transaction's
-- `hoi.actor_id` setting (`withStageActor`), none for the candidate's own changes.
CREATE FUNCTION "set_application_stage_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."stage_changed_at" := NEW."created_at";
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    NEW."stage_changed_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_stage_time" BEFORE INSERT OR UPDATE OF "status" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "set_application_stage_time"();--> statement-breakpoint
CREATE FUNCTION "record_application_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('hoi.actor_id', true), '')::uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "application_stage_events" ("application_id", "from_status", "to_status", "at", "actor_id")
      VALUES (NEW."id", NULL, NEW."status", NEW."stage_changed_at", actor);
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "application_stage_events" ("application_id", "from_status", "to_status", "at", "actor_id")
      VALUES (NEW."id", OLD."status", NEW."status", NEW."stage_changed_at", actor);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_stage_history" AFTER INSERT OR UPDATE OF "status" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "record_application_stage"();
