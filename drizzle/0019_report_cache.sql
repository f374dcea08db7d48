CREATE TABLE "application_changes" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_changes_one_row" CHECK ("application_changes"."id" = 1)
);
--> statement-breakpoint
-- Hand-written (decision 053): the one row, and the triggers that move its generation once per
-- committed transaction that changed what the reports count. Deferred to the commit, so the row is
-- locked last and briefly (no transaction waits on it while holding the applications it moved);
-- the first of a transaction's rows moves it, the transaction's `hoi.application_change_counted`
-- setting tells the others.
INSERT INTO "application_changes" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "count_application_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hoi.application_change_counted', true) IS DISTINCT FROM 'on' THEN
    UPDATE "application_changes" SET "generation" = "generation" + 1 WHERE "id" = 1;
    PERFORM set_config('hoi.application_change_counted', 'on', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "applications_changed" AFTER INSERT OR DELETE OR UPDATE OF "status", "job_id", "source" ON "applications"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_application_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_company_changed" AFTER UPDATE OF "company_key" ON "jobs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_application_change"();
