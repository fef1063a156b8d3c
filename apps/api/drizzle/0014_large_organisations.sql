-- Large organisations: the invoice list's changes feed, its keyset order, and
-- indexes for the queries the API runs per organisation (apps/api/README.md, "Indexes").

-- Every invoice row carries the id of the transaction that last wrote it. A client holds a
-- snapshot (pg_current_snapshot) and asks for the rows whose writer it could not see: exact
-- in commit order, and no lock is taken (a counter bumped per change would serialise writers).
ALTER TABLE "invoices" ADD COLUMN "change_xact" xid8 DEFAULT pg_current_xact_id() NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_stamp_change() RETURNS trigger AS $$
BEGIN
  NEW.change_xact := pg_current_xact_id();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_stamp_insert
  BEFORE INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_stamp_change();
--> statement-breakpoint
-- An update that changes nothing (a recompute writing the same checks) is no change.
CREATE TRIGGER invoices_stamp_update
  BEFORE UPDATE ON invoices
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION invoices_stamp_change();
--> statement-breakpoint
-- A deleted invoice leaves a tombstone, so the feed can name it.
CREATE TABLE "invoice_tombstones" (
  "org_id" text NOT NULL,
  "invoice_id" text NOT NULL,
  "deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "change_xact" xid8 DEFAULT pg_current_xact_id() NOT NULL,
  CONSTRAINT "invoice_tombstones_org_id_invoice_id_pk" PRIMARY KEY ("org_id", "invoice_id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_record_tombstone() RETURNS trigger AS $$
BEGIN
  INSERT INTO invoice_tombstones (org_id, invoice_id) VALUES (OLD.org_id, OLD.id)
  ON CONFLICT (org_id, invoice_id)
    DO UPDATE SET deleted_at = now(), change_xact = pg_current_xact_id();
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_tombstone
  AFTER DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_record_tombstone();
--> statement-breakpoint
-- The list rows show the vendor's name: a rename is a change of its invoices' rows.
ALTER TABLE "vendors" ADD COLUMN "name_xact" xid8 DEFAULT pg_current_xact_id() NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendors_stamp_name_change() RETURNS trigger AS $$
BEGIN
  NEW.name_xact := pg_current_xact_id();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vendors_stamp_name
  BEFORE UPDATE OF name ON vendors
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION vendors_stamp_name_change();
--> statement-breakpoint
CREATE INDEX "invoices_org_change_idx" ON "invoices" USING btree ("org_id", "change_xact");
--> statement-breakpoint
CREATE INDEX "invoice_tombstones_org_change_idx" ON "invoice_tombstones" USING btree ("org_id", "change_xact");
--> statement-breakpoint
CREATE INDEX "vendors_org_name_change_idx" ON "vendors" USING btree ("org_id", "name_xact");
--> statement-breakpoint
-- The list's order is (created_at, id) newest first; with id in the index a keyset page is one
-- range scan and the full list needs no sort. It replaces the (org_id, created_at) index.
CREATE INDEX "invoices_org_created_id_idx" ON "invoices" USING btree ("org_id", "created_at", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_org_created_idx";
--> statement-breakpoint
-- Indexes for per-organisation queries that had none fitting (found by EXPLAIN with 100,000
-- invoices; README "Indexes"). Duplicate detection: other invoices read from the same file.
CREATE INDEX "invoice_documents_org_sha256_idx" ON "invoice_documents" USING btree ("org_id", "sha256");
--> statement-breakpoint
-- An invoice's tasks (its pay_invoice, tasks to run or cancel); the partial unique index only
-- serves the literal 'pay_invoice'/'pending' case.
CREATE INDEX "tasks_invoice_idx" ON "tasks" USING btree ("invoice_id");
--> statement-breakpoint
-- Tasks by status, newest first (the dashboard's pending tasks; a vendor's pending update).
CREATE INDEX "tasks_org_status_created_idx" ON "tasks" USING btree ("org_id", "status", "created_at");
--> statement-breakpoint
-- An invoice's live payment, for any list of statuses.
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");
--> statement-breakpoint
-- The payment jobs' sweep of payments stuck in a status (all organisations).
CREATE INDEX "payments_status_updated_idx" ON "payments" USING btree ("status", "updated_at");
--> statement-breakpoint
-- The earlier messages of a Gmail thread (reply headers).
CREATE INDEX "intake_messages_org_thread_idx" ON "intake_messages" USING btree ("org_id", "gmail_thread_id");
--> statement-breakpoint
-- A product thread's Gmail thread.
CREATE INDEX "mail_threads_thread_idx" ON "mail_threads" USING btree ("thread_id");
--> statement-breakpoint
-- Matching a sender to a vendor on intake, by address and by domain.
CREATE INDEX "vendors_org_contact_email_idx" ON "vendors" USING btree ("org_id", lower("contact_email"));
--> statement-breakpoint
CREATE INDEX "vendors_org_contact_domain_idx" ON "vendors" USING btree ("org_id", split_part(lower("contact_email"), '@', 2));
--> statement-breakpoint
-- Which organisation a Gmail push is for (every push, across organisations).
CREATE INDEX "integration_connections_external_idx" ON "integration_connections" USING btree ("service", lower("external_id"));
--> statement-breakpoint
-- The audit log page, newest first (id order) within the organisation.
CREATE INDEX "audit_log_org_id_idx" ON "audit_log" USING btree ("org_id", "id");
--> statement-breakpoint
-- The dashboard's figures: counts and sums per status, read from the index alone.
CREATE INDEX "invoices_org_status_idx" ON "invoices" USING btree ("org_id", "status") INCLUDE ("amount_cents");
