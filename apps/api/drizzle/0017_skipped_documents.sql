-- Skipped documents (issues 14 and 18): every e-mail attachment the assistant did not take as an
-- invoice, kept with its reason and the original so a person can read it as an invoice after all.
CREATE TABLE "skipped_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL REFERENCES "organizations"("id"),
	-- The e-mail's Message-ID (else its Gmail id): a redelivered e-mail lists its files once.
	"message_key" text NOT NULL,
	"gmail_message_id" text NOT NULL,
	"gmail_thread_id" text,
	"thread_id" text REFERENCES "threads"("id") ON DELETE set null,
	"mailbox" text,
	"sender" jsonb,
	"sender_address" text,
	"subject" text,
	"received_at" timestamp with time zone NOT NULL,
	"file_name" text,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content" bytea NOT NULL,
	"reason" text NOT NULL,
	"document_type" text NOT NULL,
	"invoice_id" text REFERENCES "invoices"("id") ON DELETE set null,
	"read_as_invoice_at" timestamp with time zone,
	"read_as_invoice_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skipped_documents_once" UNIQUE ("org_id", "message_key", "sha256")
);
--> statement-breakpoint
CREATE INDEX "skipped_documents_org_created_idx" ON "skipped_documents" USING btree ("org_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "skipped_documents_thread_idx" ON "skipped_documents" USING btree ("thread_id");
