CREATE TABLE "organization_configurations" (
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_configurations_org_id_kind_pk" PRIMARY KEY("org_id","kind"),
	CONSTRAINT "organization_configuration_kind_known" CHECK (kind in ('mandatory_checks', 'protected_actions', 'vendor_subset'))
);
--> statement-breakpoint
ALTER TABLE "organization_configurations" ADD CONSTRAINT "organization_configurations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
