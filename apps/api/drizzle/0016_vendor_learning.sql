-- Corrections people make to what the assistant read, what it learned from them per
-- vendor (reading rules a person can forget), the other names a vendor is known by (aliases),
-- and what the assistant read for each invoice (the "old value" and source of a correction).
CREATE TABLE "vendor_corrections" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text REFERENCES "vendors"("id") ON DELETE CASCADE,
	"invoice_id" text REFERENCES "invoices"("id") ON DELETE SET NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"source" jsonb,
	"actor_user_id" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "vendor_corrections_vendor_idx" ON "vendor_corrections" USING btree ("org_id","vendor_id","created_at");--> statement-breakpoint
CREATE TABLE "vendor_reading_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"corrections" integer DEFAULT 1 NOT NULL,
	"learned_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_reading_rules_vendor_kind_idx" ON "vendor_reading_rules" USING btree ("org_id","vendor_id","kind");--> statement-breakpoint
CREATE TABLE "vendor_aliases" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"vendor_id" text NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_aliases_org_kind_value_idx" ON "vendor_aliases" USING btree ("org_id","kind","value");--> statement-breakpoint
CREATE INDEX "vendor_aliases_vendor_idx" ON "vendor_aliases" USING btree ("org_id","vendor_id");--> statement-breakpoint
CREATE TABLE "invoice_readings" (
	"invoice_id" text PRIMARY KEY NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
	"org_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"sender_email" text,
	"rules_applied" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
