CREATE TYPE "public"."redirect_entity" AS ENUM('content', 'job');--> statement-breakpoint
CREATE TYPE "public"."redirect_origin" AS ENUM('auto', 'manual');--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"origin" "redirect_origin" NOT NULL,
	"entity" "redirect_entity",
	"entity_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(coalesce(from_path, '') || ' ' || coalesce(to_path, ''), 'ÇĞİIÖŞÜçğıöşü', 'cgiiosucgiosu')) STORED NOT NULL,
	CONSTRAINT "redirects_not_to_itself" CHECK ("redirects"."from_path" <> "redirects"."to_path")
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path_idx" ON "redirects" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "redirects_to_path_idx" ON "redirects" USING btree ("to_path");--> statement-breakpoint
CREATE INDEX "redirects_created_idx" ON "redirects" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "redirects_search_idx" ON "redirects" USING gin ("search_text" gin_trgm_ops);