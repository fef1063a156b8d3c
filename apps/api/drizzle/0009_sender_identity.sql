ALTER TABLE "intake_messages" ADD COLUMN "sender_authentication" text;--> statement-breakpoint
ALTER TABLE "intake_messages" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;
