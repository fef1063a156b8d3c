-- Where each invoice field came from: read from the original with a confidence and
-- the page and box it was read at, or typed by a person. Invoices read before have none.
ALTER TABLE "invoices" ADD COLUMN "field_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;
