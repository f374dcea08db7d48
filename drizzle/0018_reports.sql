DROP INDEX "application_stage_events_application_idx";--> statement-breakpoint
CREATE INDEX "applications_report_idx" ON "applications" USING btree ("created_at","job_id","status","source","id");--> statement-breakpoint
CREATE INDEX "application_stage_events_application_idx" ON "application_stage_events" USING btree ("application_id","at","to_status","from_status");