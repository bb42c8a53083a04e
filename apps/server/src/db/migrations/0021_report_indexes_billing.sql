CREATE INDEX "credit_ledger_created_idx" ON "credit_ledger" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");