CREATE TABLE "job_search" (
	"job_id" uuid NOT NULL,
	"lang" "language" NOT NULL,
	"country_code" text NOT NULL,
	"deadline" date,
	"published_at" timestamp with time zone,
	"listed_at" timestamp with time zone NOT NULL,
	"rank_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "job_search_job_id_lang_pk" PRIMARY KEY("job_id","lang")
);
--> statement-breakpoint
CREATE TABLE "content_search" (
	"content_id" uuid PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"rank_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_translations_search_vector_tr_idx";--> statement-breakpoint
DROP INDEX "job_translations_search_vector_en_idx";--> statement-breakpoint
DROP INDEX "contents_search_vector_tr_idx";--> statement-breakpoint
DROP INDEX "contents_search_vector_en_idx";--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_lang_job_translations_job_id_lang_fk" FOREIGN KEY ("job_id","lang") REFERENCES "public"."job_translations"("job_id","lang") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_search" ADD CONSTRAINT "content_search_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_vector_tr_idx" ON "job_search" USING gin ("search_vector") WHERE lang = 'tr';--> statement-breakpoint
CREATE INDEX "job_search_vector_en_idx" ON "job_search" USING gin ("search_vector") WHERE lang = 'en';--> statement-breakpoint
CREATE INDEX "content_search_vector_tr_idx" ON "content_search" USING gin ("search_vector") WHERE language = 'tr';--> statement-breakpoint
CREATE INDEX "content_search_vector_en_idx" ON "content_search" USING gin ("search_vector") WHERE language = 'en';--> statement-breakpoint
-- Hand-written (decision 054, amended 2026-11-29): the database keeps the site search's narrow
-- tables, so that no path that writes an article, a job or a translation (the dashboard, the
-- scheduled publications, a restore, the seed, a bulk import) can leave them behind. An article
-- has its row while it is active and dated; a job has one row per translation while it is active.
-- Whether a row is public at a given moment (its date come, its deadline not passed) is asked by
-- the search itself, of the columns copied here.
CREATE FUNCTION "keep_content_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."status" IS NOT DISTINCT FROM OLD."status" AND NEW."published_at" IS NOT DISTINCT FROM OLD."published_at"
    AND NEW."language" = OLD."language" AND NEW."search_vector" = OLD."search_vector" AND NEW."rank_vector" = OLD."rank_vector" THEN
    RETURN NULL;
  END IF;
  IF NEW."status" = 'active' AND NEW."published_at" IS NOT NULL THEN
    INSERT INTO "content_search" ("content_id", "language", "published_at", "rank_vector", "search_vector")
      VALUES (NEW."id", NEW."language", NEW."published_at", NEW."rank_vector", NEW."search_vector")
      ON CONFLICT ("content_id") DO UPDATE SET "language" = EXCLUDED."language", "published_at" = EXCLUDED."published_at",
        "rank_vector" = EXCLUDED."rank_vector", "search_vector" = EXCLUDED."search_vector";
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "content_search" WHERE "content_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contents_search_kept" AFTER INSERT OR UPDATE ON "contents"
  FOR EACH ROW EXECUTE FUNCTION "keep_content_search"();--> statement-breakpoint
CREATE FUNCTION "refresh_job_search"("job" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "job_search" WHERE "job_id" = "job";
  INSERT INTO "job_search" ("job_id", "lang", "country_code", "deadline", "published_at", "listed_at", "rank_vector", "search_vector")
    SELECT t."job_id", t."lang", j."country_code", j."deadline", j."published_at", coalesce(j."published_at", j."created_at"), t."rank_vector", t."search_vector"
    FROM "jobs" j JOIN "job_translations" t ON t."job_id" = j."id"
    WHERE j."id" = "job" AND j."status" = 'active';
END
$$;--> statement-breakpoint
CREATE FUNCTION "keep_job_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_job_search"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "keep_job_translation_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_job_search"(NEW."job_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the writes that change what is copied (a job's applications' count, its title order and
-- a translation's review clocks are written often).
CREATE TRIGGER "jobs_search_kept" AFTER UPDATE ON "jobs" FOR EACH ROW
  WHEN ((OLD."status", OLD."published_at", OLD."created_at", OLD."deadline", OLD."country_code")
    IS DISTINCT FROM (NEW."status", NEW."published_at", NEW."created_at", NEW."deadline", NEW."country_code"))
  EXECUTE FUNCTION "keep_job_search"();--> statement-breakpoint
CREATE TRIGGER "job_translations_search_added" AFTER INSERT ON "job_translations" FOR EACH ROW
  EXECUTE FUNCTION "keep_job_translation_search"();--> statement-breakpoint
CREATE TRIGGER "job_translations_search_kept" AFTER UPDATE ON "job_translations" FOR EACH ROW
  WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector" OR OLD."rank_vector" IS DISTINCT FROM NEW."rank_vector")
  EXECUTE FUNCTION "keep_job_translation_search"();--> statement-breakpoint
INSERT INTO "content_search" ("content_id", "language", "published_at", "rank_vector", "search_vector")
  SELECT "id", "language", "published_at", "rank_vector", "search_vector" FROM "contents"
  WHERE "status" = 'active' AND "published_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "job_search" ("job_id", "lang", "country_code", "deadline", "published_at", "listed_at", "rank_vector", "search_vector")
  SELECT t."job_id", t."lang", j."country_code", j."deadline", j."published_at", coalesce(j."published_at", j."created_at"), t."rank_vector", t."search_vector"
  FROM "jobs" j JOIN "job_translations" t ON t."job_id" = j."id"
  WHERE j."status" = 'active';
