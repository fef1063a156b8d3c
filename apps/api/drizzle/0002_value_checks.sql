ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_service_known" CHECK (service in ('gmail', 'quickbooks', 'moov'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK (status in ('queued', 'pending', 'completed', 'failed', 'canceled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK (amount_cents > 0);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_type_known" CHECK (task_type in ('send_email', 'update_vendor', 'pay_invoice'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_known" CHECK (status in ('pending', 'approved', 'executed', 'failed', 'cancelled'));