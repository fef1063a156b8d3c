ALTER TABLE "invoices" ADD COLUMN "approvals_bound_to" jsonb;
