CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at") WHERE "invoices"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "download_packages_confirmed_at_idx" ON "download_packages" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "organisations_created_at_idx" ON "organisations" USING btree ("created_at");