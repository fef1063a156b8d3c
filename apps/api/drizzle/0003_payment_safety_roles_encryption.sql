-- Dual control (off by default) is an organisation setting.
ALTER TABLE "organizations" ADD COLUMN "dual_control" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A pay_invoice task is bound to what was approved: amount, currency, vendor, bank-details fingerprint.
ALTER TABLE "tasks" ADD COLUMN "requested_by_user_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "payment_binding" jsonb;--> statement-breakpoint
-- Moov accounts an org may use: only those created through an onboarding token it was issued.
CREATE TABLE "moov_onboarding_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"issued_by_user_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"account_id" text,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "moov_onboarding_grants_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "moov_onboarding_grants_account_unique" ON "moov_onboarding_grants" USING btree ("account_id") WHERE account_id is not null;--> statement-breakpoint
CREATE INDEX "moov_onboarding_grants_org_idx" ON "moov_onboarding_grants" USING btree ("org_id","issued_at");--> statement-breakpoint
-- The audit log is read by entity, newest first.
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("org_id","entity_type","entity_id","id");
