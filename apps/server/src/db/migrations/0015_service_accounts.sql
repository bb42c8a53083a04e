CREATE TABLE "service_account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"service_account_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" text,
	"created_by_name" text NOT NULL,
	"key_rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_name" text,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "service_account_tokens" ADD CONSTRAINT "service_account_tokens_service_account_id_service_accounts_id_fk" FOREIGN KEY ("service_account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_account_tokens_hash_idx" ON "service_account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "service_account_tokens_account_idx" ON "service_account_tokens" USING btree ("service_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_accounts_key_hash_idx" ON "service_accounts" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "service_accounts_name_idx" ON "service_accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_accounts_created_idx" ON "service_accounts" USING btree ("created_at" DESC NULLS LAST);