-- The audit log screen filters by person and by action (one, or a family as a LIKE prefix),
-- newest first, and lists the people who acted.
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("org_id","actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("org_id","action" text_pattern_ops,"id");
