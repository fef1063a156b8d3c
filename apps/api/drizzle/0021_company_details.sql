-- Company details are kept as one more kind of organisation configuration.
ALTER TABLE "organization_configurations" DROP CONSTRAINT "organization_configuration_kind_known";--> statement-breakpoint
ALTER TABLE "organization_configurations" ADD CONSTRAINT "organization_configuration_kind_known" CHECK (kind in ('mandatory_checks', 'protected_actions', 'vendor_subset', 'approval_chains', 'company_details'));
