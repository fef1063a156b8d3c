-- Line coding: each line's location and other dimensions, who set each coding value (a
-- person or the assistant, with its reason and confidence), the QuickBooks chart as last
-- read, the dimensions an organisation adds, and its mapping rules.
ALTER TABLE "line_items" ADD COLUMN "quickbooks_department" text;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "coding_dimensions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "coding_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "accounting_chart" (
  "org_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "qbo_id" text NOT NULL,
  "name" text NOT NULL,
  "full_name" text NOT NULL,
  "number" text,
  "type" text,
  PRIMARY KEY ("org_id", "kind", "qbo_id"),
  CONSTRAINT "accounting_chart_kind_known" CHECK ("kind" in ('account', 'class', 'department', 'customer'))
);--> statement-breakpoint
CREATE TABLE "accounting_chart_refreshes" (
  "org_id" text PRIMARY KEY NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "refreshed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "coding_dimensions" (
  "org_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "key" text NOT NULL,
  "name" text NOT NULL,
  "target" text NOT NULL,
  "created_by" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("org_id", "key"),
  CONSTRAINT "coding_dimension_target_known" CHECK ("target" in ('class', 'location', 'memo', 'none'))
);--> statement-breakpoint
CREATE TABLE "coding_rules" (
  "id" text PRIMARY KEY NOT NULL,
  "org_id" text NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "dimension" text NOT NULL,
  "position" integer NOT NULL,
  "kind" text NOT NULL,
  "vendor_id" text REFERENCES "vendors"("id") ON DELETE cascade,
  "words" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "min_cents" bigint,
  "max_cents" bigint,
  "value" text NOT NULL,
  "created_by" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "coding_rule_kind_known" CHECK ("kind" in ('description', 'vendor', 'amount', 'default'))
);--> statement-breakpoint
CREATE INDEX "coding_rules_org_dimension_idx" ON "coding_rules" USING btree ("org_id","dimension");
