ALTER TABLE "organizations" ADD COLUMN "mandatory_checks" jsonb;
