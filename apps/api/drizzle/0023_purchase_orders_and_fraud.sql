-- Purchase orders, fraud signals and the mandatory checks that read them.
-- The PO number printed on an invoice, and a keyed fingerprint (never the number) with the last
-- four digits of the bank account it asks to be paid to.
ALTER TABLE "invoices" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "remittance_fingerprint" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "remittance_last4" text;--> statement-breakpoint
-- The connected QuickBooks company's purchase orders, as last read (the checks read them here).
CREATE TABLE "purchase_orders" (
  "org_id" text NOT NULL REFERENCES "organizations"("id"),
  "qbo_id" text NOT NULL,
  "doc_number" text,
  "vendor_qbo_id" text,
  "vendor_name" text,
  "status" text NOT NULL,
  "total_cents" bigint NOT NULL,
  "lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "sync_token" text,
  "synced_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("org_id", "qbo_id")
);--> statement-breakpoint
-- When each vendor's bank details changed (fraud signal: a change shortly before a payment).
CREATE TABLE "vendor_bank_changes" (
  "id" bigserial PRIMARY KEY,
  "org_id" text NOT NULL,
  "vendor_id" text NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
  "changed_by" text,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "vendor_bank_changes_vendor_idx" ON "vendor_bank_changes" ("org_id", "vendor_id", "changed_at");--> statement-breakpoint
-- Procurement's approval of a vendor, recorded by an Admin.
CREATE TABLE "vendor_procurement_approvals" (
  "vendor_id" text PRIMARY KEY REFERENCES "vendors"("id") ON DELETE CASCADE,
  "org_id" text NOT NULL,
  "approved_by" text NOT NULL,
  "approved_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The numbers an Admin sets for PO matching and the new-vendor fraud signal (integer cents).
CREATE TABLE "check_thresholds" (
  "org_id" text PRIMARY KEY REFERENCES "organizations"("id"),
  "po_amount_tolerance_cents" bigint DEFAULT 0 NOT NULL,
  "po_line_tolerance_cents" bigint DEFAULT 0 NOT NULL,
  "new_vendor_review_cents" bigint DEFAULT 500000 NOT NULL,
  "updated_by" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
