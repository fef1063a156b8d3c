-- Form W-9 and 1099: a vendor's W-9 as it arrived, and what it says. The TIN is
-- sealed at rest like the bank numbers; its last four digits are kept apart for screens.
CREATE TABLE "vendor_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"filename" text,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"gmail_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_documents_kind_known" CHECK (kind in ('w9'))
);
--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_documents_vendor_idx" ON "vendor_documents" USING btree ("org_id","vendor_id");--> statement-breakpoint
-- One record per file per e-mail: a retried intake stores nothing twice.
CREATE UNIQUE INDEX "vendor_documents_once_per_message" ON "vendor_documents" USING btree ("org_id","gmail_message_id","sha256") WHERE gmail_message_id is not null;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "w9_legal_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "w9_business_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tax_classification" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tin_type" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tin_last4" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "w9_address" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "is_1099_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "w9_document_id" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "w9_received_at" timestamp with time zone;--> statement-breakpoint
-- The 1099 report: a year's completed payments by payee.
CREATE INDEX "payments_org_vendor_date_idx" ON "payments" USING btree ("org_id","vendor_id","payment_date") WHERE status = 'completed';
