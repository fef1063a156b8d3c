-- Who held an invoice's payment and why; a held invoice cannot be paid until released.
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "payment_hold" jsonb;
