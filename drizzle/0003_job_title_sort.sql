ALTER TABLE "jobs" ADD COLUMN "title_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_title_sort_idx" ON "jobs" USING btree ("title_sort","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- jobs.title_sort follows the Turkish title: folded as the search columns fold, in lower case (decision 038).
CREATE FUNCTION "sort_job_by_title"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."lang" = 'tr' THEN
    UPDATE "jobs" SET "title_sort" = lower(translate(NEW."title", 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) WHERE "id" = NEW."job_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_title_sort" AFTER INSERT OR UPDATE OF "title", "lang" ON "job_translations"
  FOR EACH ROW EXECUTE FUNCTION "sort_job_by_title"();--> statement-breakpoint
UPDATE "jobs" SET "title_sort" = coalesce((SELECT lower("search_text") FROM "job_translations" WHERE "job_id" = "jobs"."id" AND "lang" = 'tr'), '');
