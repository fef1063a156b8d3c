ALTER TABLE "tasks" ADD COLUMN "dedupe_key" text;
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "auto_execute" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "sealed_changes" jsonb;
--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_one_live_task_per_dedupe_key" ON "tasks" USING btree ("org_id","dedupe_key") WHERE dedupe_key is not null and status in ('pending', 'approved', 'executed');
