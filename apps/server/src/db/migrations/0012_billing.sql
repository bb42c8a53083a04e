CREATE TABLE "credit_accounts" (
	"organisation_id" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"monthly_quota" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_balance_check" CHECK ("credit_accounts"."balance" >= 0),
	CONSTRAINT "credit_accounts_quota_check" CHECK ("credit_accounts"."monthly_quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text,
	"credit_purchase_id" text,
	"reference" text,
	"expires_at" timestamp with time zone,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('grant', 'spend', 'refund', 'adjust', 'expire')),
	CONSTRAINT "credit_ledger_credits_check" CHECK ("credit_ledger"."credits" <> 0),
	CONSTRAINT "credit_ledger_balance_check" CHECK ("credit_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"credits" integer NOT NULL,
	"price_sen" bigint NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"validity_days" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_plans_credits_check" CHECK ("credit_plans"."credits" > 0),
	CONSTRAINT "credit_plans_price_check" CHECK ("credit_plans"."price_sen" >= 0),
	CONSTRAINT "credit_plans_currency_check" CHECK ("credit_plans"."currency" = 'MYR'),
	CONSTRAINT "credit_plans_validity_check" CHECK ("credit_plans"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_sen" bigint NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"status" text DEFAULT 'invoice_issued' NOT NULL,
	"last_stable_status" text,
	"requested_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_purchases_status_check" CHECK ("credit_purchases"."status" in ('invoice_issued', 'pending_payment', 'pending_finance', 'pending_finance_clarification', 'approved', 'cancelled')),
	CONSTRAINT "credit_purchases_credits_check" CHECK ("credit_purchases"."credits" > 0),
	CONSTRAINT "credit_purchases_amount_check" CHECK ("credit_purchases"."amount_sen" >= 0),
	CONSTRAINT "credit_purchases_currency_check" CHECK ("credit_purchases"."currency" = 'MYR')
);
--> statement-breakpoint
CREATE TABLE "e_invoice_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"e_invoice_id" text,
	"operation" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"request_body" jsonb,
	"response_status" integer,
	"response_body" jsonb,
	"error" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"organisation_id" text NOT NULL,
	"document_type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"last_stable_status" text,
	"submission_uid" text,
	"document_uuid" text,
	"long_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"errors" jsonb,
	"validated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_status_check" CHECK ("e_invoices"."status" in ('queued', 'submitted', 'valid', 'invalid', 'paused', 'cancelled')),
	CONSTRAINT "e_invoices_document_type_check" CHECK ("e_invoices"."document_type" in ('01', '02'))
);
--> statement-breakpoint
CREATE TABLE "email_reminder_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"days_before" integer[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_reminder_settings_kind_check" CHECK ("email_reminder_settings"."kind" in ('invoice_due', 'subscription_expiry'))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"application_id" text,
	"credit_purchase_id" text,
	"status" text DEFAULT 'issued' NOT NULL,
	"last_stable_status" text,
	"lines" jsonb NOT NULL,
	"subtotal_sen" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_sen" bigint NOT NULL,
	"total_sen" bigint NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"last_reminder_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('issued', 'payment_pending', 'paid', 'cancel_requested', 'cancelled', 'refunded')),
	CONSTRAINT "invoices_subject_check" CHECK (("invoices"."application_id" is null) <> ("invoices"."credit_purchase_id" is null)),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."subtotal_sen" >= 0 and "invoices"."tax_sen" >= 0 and "invoices"."total_sen" = "invoices"."subtotal_sen" + "invoices"."tax_sen"),
	CONSTRAINT "invoices_tax_rate_check" CHECK ("invoices"."tax_rate_bp" between 0 and 10000),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" = 'MYR')
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway_bill_id" text,
	"payment_id" text,
	"payload" jsonb NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"organisation_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_stable_status" text,
	"amount_sen" bigint NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"gateway_bill_id" text,
	"gateway_record" jsonb,
	"proof_upload_id" text,
	"reference" text,
	"note" text,
	"created_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('online', 'bank_transfer')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'pending_finance', 'pending_finance_clarification', 'approved', 'rejected', 'failed', 'cancelled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_sen" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'MYR')
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_credit_purchase_id_credit_purchases_id_fk" FOREIGN KEY ("credit_purchase_id") REFERENCES "public"."credit_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_plan_id_credit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."credit_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_logs" ADD CONSTRAINT "e_invoice_logs_e_invoice_id_e_invoices_id_fk" FOREIGN KEY ("e_invoice_id") REFERENCES "public"."e_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_reminder_settings" ADD CONSTRAINT "email_reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_purchase_id_credit_purchases_id_fk" FOREIGN KEY ("credit_purchase_id") REFERENCES "public"."credit_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_organisation_idx" ON "credit_ledger" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_ledger_expiry_idx" ON "credit_ledger" USING btree ("expires_at") WHERE "credit_ledger"."kind" = 'grant';--> statement-breakpoint
CREATE INDEX "credit_purchases_organisation_idx" ON "credit_purchases" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_purchases_status_idx" ON "credit_purchases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "e_invoice_logs_e_invoice_idx" ON "e_invoice_logs" USING btree ("e_invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_invoice_type_idx" ON "e_invoices" USING btree ("invoice_id","document_type");--> statement-breakpoint
CREATE INDEX "e_invoices_status_idx" ON "e_invoices" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_organisation_idx" ON "invoices" USING btree ("organisation_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "invoices_application_idx" ON "invoices" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "invoices_credit_purchase_idx" ON "invoices" USING btree ("credit_purchase_id");--> statement-breakpoint
CREATE INDEX "payment_callbacks_bill_idx" ON "payment_callbacks" USING btree ("gateway_bill_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_bill_idx" ON "payments" USING btree ("gateway_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_invoice_idx" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" in ('pending', 'pending_finance', 'pending_finance_clarification', 'approved');--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_organisation_idx" ON "payments" USING btree ("organisation_id","created_at" DESC NULLS LAST);