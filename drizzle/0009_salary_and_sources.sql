CREATE TYPE "public"."salary_currency" AS ENUM('TRY', 'EUR', 'USD', 'AED', 'GBP');--> statement-breakpoint
CREATE TYPE "public"."salary_period" AS ENUM('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR');--> statement-breakpoint
ALTER TABLE "job_translations" ADD COLUMN "salary_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" "salary_currency";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" "salary_period";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm" jsonb;--> statement-breakpoint
CREATE INDEX "applications_job_source_idx" ON "applications" USING btree ("job_id","source");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_range_check" CHECK (("jobs"."salary_min" is null and "jobs"."salary_max" is null and "jobs"."salary_currency" is null and "jobs"."salary_period" is null)
        or ("jobs"."salary_min" between 0 and "jobs"."salary_max" and "jobs"."salary_max" <= 99999999 and "jobs"."salary_currency" is not null and "jobs"."salary_period" is not null));