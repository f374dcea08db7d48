CREATE TABLE "contact_message_changes" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_message_changes_one_row" CHECK ("contact_message_changes"."id" = 1)
);
--> statement-breakpoint
-- Hand-written (decision 053): the one row, and the trigger that moves its generation once per
-- committed transaction that changed contact messages (as 0019 does for the applications).
INSERT INTO "contact_message_changes" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "count_contact_message_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hoi.contact_message_change_counted', true) IS DISTINCT FROM 'on' THEN
    UPDATE "contact_message_changes" SET "generation" = "generation" + 1 WHERE "id" = 1;
    PERFORM set_config('hoi.contact_message_change_counted', 'on', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "contact_messages_changed" AFTER INSERT OR DELETE OR UPDATE ON "contact_messages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_contact_message_change"();
