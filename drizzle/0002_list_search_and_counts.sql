-- Trigram indexes for the dashboard lists' text search (decision 038); a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "applications_job_idx";--> statement-breakpoint
DROP INDEX "applications_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_status_idx";--> statement-breakpoint
ALTER TABLE "job_translations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce(title, ''), 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "applications_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce(slug, '') || ' ' || coalesce(city, ''), 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(current_location, '') || ' ' || coalesce(current_company, ''), 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce(title, '') || ' ' || coalesce(slug, ''), 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, ''), 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "job_translations_search_idx" ON "job_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_deadline_idx" ON "jobs" USING btree ("deadline","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_applications_count_idx" ON "jobs" USING btree ("applications_count" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contents_updated_idx" ON "contents" USING btree ("updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
-- jobs.applications_count follows every insert, delete and move of an application (decision 038).
CREATE FUNCTION "count_job_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "jobs" SET "applications_count" = "applications_count" - 1 WHERE "id" = OLD."job_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "jobs" SET "applications_count" = "applications_count" + 1 WHERE "id" = NEW."job_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_count_per_job" AFTER INSERT OR DELETE OR UPDATE OF "job_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "count_job_applications"();--> statement-breakpoint
UPDATE "jobs" SET "applications_count" = (SELECT count(*) FROM "applications" WHERE "applications"."job_id" = "jobs"."id");
