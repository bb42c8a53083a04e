CREATE TABLE "gis_users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"tier" text NOT NULL,
	"created_by_service_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gis_users" ADD CONSTRAINT "gis_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_users" ADD CONSTRAINT "gis_users_created_by_service_account_id_service_accounts_id_fk" FOREIGN KEY ("created_by_service_account_id") REFERENCES "public"."service_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gis_users_role_idx" ON "gis_users" USING btree ("role");