ALTER TABLE "organisations" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "organisations" DROP COLUMN "subscription_expires_at";