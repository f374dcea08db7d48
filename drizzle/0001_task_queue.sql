CREATE TYPE "public"."task_status" AS ENUM('pending', 'running', 'failed');--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"status" "task_status" DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_active_key_idx" ON "tasks" USING btree ("key") WHERE "tasks"."status" in ('pending', 'running');