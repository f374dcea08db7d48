ALTER TABLE "applications" ADD COLUMN "person_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_person_idx" ON "applications" USING btree ("person_id","created_at");--> statement-breakpoint
-- Hand-written (decision 052): the applications already there grouped by e-mail address, in any
-- case, each group taking the person of its latest application.
UPDATE "applications" AS a SET "person_id" = latest."person_id"
  FROM (SELECT DISTINCT ON (lower("email")) lower("email") AS "email", "person_id" FROM "applications"
        ORDER BY lower("email"), "created_at" DESC, "id" DESC) AS latest
  WHERE lower(a."email") = latest."email" AND a."person_id" <> latest."person_id";--> statement-breakpoint
-- A new application joins the person of the latest application with its address, whatever wrote
-- it. Two applications of a new address at once wait for each other (a lock for the transaction on
-- one of 1,024 buckets of addresses: a bulk insert takes at most that many locks), so they become
-- one person.
CREATE FUNCTION "set_application_person"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  existing uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hoi:application-person'), hashtext(lower(NEW."email")) & 1023);
  SELECT "person_id" INTO existing FROM "applications"
    WHERE lower("email") = lower(NEW."email") ORDER BY "created_at" DESC, "id" DESC LIMIT 1;
  IF existing IS NOT NULL THEN
    NEW."person_id" := existing;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_person" BEFORE INSERT ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "set_application_person"();
