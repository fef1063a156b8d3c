ALTER TABLE "payments" ADD COLUMN "vendor_id" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_details_fingerprint" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "scheduled_for" date;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_id" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_status" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_error" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "submitted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "completed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_date" date;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "arrival_date" date;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_status_before" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "qbo_bill_payment_id" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transfer_id_unique" ON "payments" USING btree ("transfer_id") WHERE transfer_id is not null;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "moov_account_id" text;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "moov_bank_account_id" text;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "moov_payment_method_id" text;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "moov_bank_fingerprint" text;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "qbo_vendor_id" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "qbo_bill_id" text;
--> statement-breakpoint
CREATE TABLE "moov_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "qbo_error" text;
