CREATE TYPE "public"."question_kind" AS ENUM('short_text', 'long_text', 'yes_no', 'single_choice', 'number');--> statement-breakpoint
CREATE TABLE "application_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"question_id" uuid,
	"position" integer NOT NULL,
	"kind" "question_kind" NOT NULL,
	"label_tr" text NOT NULL,
	"label_en" text NOT NULL,
	"value" text NOT NULL,
	"choice_label" jsonb,
	"knocked_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "question_kind" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"label_tr" text NOT NULL,
	"label_en" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"knockout" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "knocked_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_answers" ADD CONSTRAINT "application_answers_question_id_job_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."job_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_questions" ADD CONSTRAINT "job_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_answers_application_idx" ON "application_answers" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "application_answers_question_idx" ON "application_answers" USING btree ("question_id","value","application_id");--> statement-breakpoint
CREATE INDEX "job_questions_job_idx" ON "job_questions" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "applications_knocked_out_idx" ON "applications" USING btree ("knocked_out","created_at","id");