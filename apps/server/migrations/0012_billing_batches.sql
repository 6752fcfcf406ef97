DROP INDEX "billing_invoices_due_idx";--> statement-breakpoint
CREATE INDEX "billing_attempts_invoice_day_idx" ON "billing_attempts" USING btree ("invoice_no","charged_on");--> statement-breakpoint
CREATE INDEX "billing_invoices_due_idx" ON "billing_invoices" USING btree ("status","next_attempt_at","invoice_no");