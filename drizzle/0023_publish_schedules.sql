CREATE TYPE "public"."publish_kind" AS ENUM('job', 'content', 'document');--> statement-breakpoint
CREATE TYPE "public"."schedule_action" AS ENUM('publish', 'unpublish');--> statement-breakpoint
CREATE TABLE "publish_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "publish_kind" NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" "schedule_action" NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publish_schedules_time_zone" CHECK ("publish_schedules"."time_zone" in ('Europe/Istanbul', 'Asia/Dubai'))
);
--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publish_schedules_entity_idx" ON "publish_schedules" USING btree ("kind","entity_id","action");