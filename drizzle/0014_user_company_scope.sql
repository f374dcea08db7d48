CREATE TABLE "user_companies" (
	"user_id" uuid NOT NULL,
	"company_key" text NOT NULL,
	CONSTRAINT "user_companies_user_id_company_key_pk" PRIMARY KEY("user_id","company_key")
);
--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;