CREATE TYPE "public"."scorecard_recommendation" AS ENUM('strong_no', 'no', 'yes', 'strong_yes');--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"role_skills" smallint,
	"communication" smallint,
	"problem_solving" smallint,
	"culture_values" smallint,
	"recommendation" "scorecard_recommendation",
	"notes" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_interview_interviewer_key" UNIQUE("interview_id","interviewer_id"),
	CONSTRAINT "scorecards_role_skills_check" CHECK (role_skills between 1 and 5),
	CONSTRAINT "scorecards_communication_check" CHECK (communication between 1 and 5),
	CONSTRAINT "scorecards_problem_solving_check" CHECK (problem_solving between 1 and 5),
	CONSTRAINT "scorecards_culture_values_check" CHECK (culture_values between 1 and 5),
	CONSTRAINT "scorecards_notes_check" CHECK (char_length("scorecards"."notes") <= 2000),
	CONSTRAINT "scorecards_submitted_check" CHECK ("scorecards"."submitted_at" is null or ("scorecards"."role_skills" is not null and "scorecards"."communication" is not null and "scorecards"."problem_solving" is not null and "scorecards"."culture_values" is not null and "scorecards"."recommendation" is not null))
);
--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecards_interviewer_idx" ON "scorecards" USING btree ("interviewer_id");