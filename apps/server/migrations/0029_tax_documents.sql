-- Tax documents (issue #40 §1): 전자세금계산서 / 수정세금계산서 / 현금영수증 / 현금영수증 취소 per
-- payment and refund, and the embedded provider sandbox's record of what it issued.
CREATE TABLE "tax_documents" (
	"document_id" serial PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL UNIQUE,
	"order_no" text NOT NULL REFERENCES "orders"("order_no"),
	"partner_id" integer NOT NULL REFERENCES "partners"("partner_id"),
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"original_id" integer REFERENCES "tax_documents"("document_id"),
	"goods_name" text NOT NULL,
	"supply_won" integer NOT NULL,
	"vat_won" integer NOT NULL,
	"total_won" integer NOT NULL,
	"write_date" date NOT NULL,
	"recipient" jsonb NOT NULL,
	"approval_no" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"retry_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One payment gets a tax invoice or a cash receipt, never both; and one correction of it.
CREATE UNIQUE INDEX "tax_documents_one_per_payment" ON "tax_documents" ("order_no") WHERE kind in ('tax_invoice', 'cash_receipt');
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_correction" ON "tax_documents" ("order_no") WHERE kind in ('amended_tax_invoice', 'cash_receipt_cancel');
--> statement-breakpoint
CREATE INDEX "tax_documents_partner_month_idx" ON "tax_documents" ("partner_id", "write_date");
--> statement-breakpoint
CREATE INDEX "tax_documents_open_idx" ON "tax_documents" ("status") WHERE status <> 'issued';
--> statement-breakpoint
CREATE TABLE "tax_invoice_sandbox" (
	"document_key" text PRIMARY KEY NOT NULL,
	"serial" serial NOT NULL,
	"kind" text NOT NULL,
	"approval_no" text NOT NULL,
	"recipient_number" text NOT NULL,
	"total_won" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
