CREATE TABLE "mailbox_sync" (
	"org_id" text PRIMARY KEY NOT NULL REFERENCES "organizations"("id"),
	"mailbox" text NOT NULL,
	"history_id" bigint,
	"watch_expires_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "intake_messages" (
	"org_id" text NOT NULL,
	"gmail_message_id" text NOT NULL,
	"gmail_thread_id" text,
	"message_id_header" text,
	"sender" text,
	"subject" text,
	"outcome" text NOT NULL,
	"reason" text,
	"invoice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_messages_org_id_gmail_message_id_pk" PRIMARY KEY("org_id","gmail_message_id"),
	CONSTRAINT "intake_messages_outcome_known" CHECK (outcome in ('invoices', 'skipped', 'duplicate', 'no_invoice'))
);
--> statement-breakpoint
CREATE INDEX "intake_messages_org_processed_idx" ON "intake_messages" USING btree ("org_id","processed_at");
--> statement-breakpoint
CREATE TABLE "intake_dedupe_keys" (
	"org_id" text NOT NULL,
	"key" text NOT NULL,
	"gmail_message_id" text NOT NULL,
	"invoice_id" text,
	CONSTRAINT "intake_dedupe_keys_org_id_key_pk" PRIMARY KEY("org_id","key")
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"invoice_id" text NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
	"filename" text,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_documents_invoice_idx" ON "invoice_documents" USING btree ("org_id","invoice_id");
--> statement-breakpoint
CREATE TABLE "mail_threads" (
	"org_id" text NOT NULL,
	"gmail_thread_id" text NOT NULL,
	"thread_id" text NOT NULL REFERENCES "threads"("id") ON DELETE cascade,
	CONSTRAINT "mail_threads_org_id_gmail_thread_id_pk" PRIMARY KEY("org_id","gmail_thread_id")
);
