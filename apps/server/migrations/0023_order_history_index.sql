-- The payment history reads a partner's orders newest first (created_at, then order_no): an index in
-- that very order answers a page without sorting, and its status column lets the count and the
-- status filter run on the index alone. It replaces the (partner_id, created_at) index, whose range
-- reads (monthly spend) it serves as well.
DROP INDEX "orders_partner_created_idx";--> statement-breakpoint
CREATE INDEX "orders_partner_history_idx" ON "orders" USING btree ("partner_id","created_at" DESC,"order_no" DESC) INCLUDE ("status");
