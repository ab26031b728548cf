DROP INDEX "notifications_unmailed_idx";--> statement-breakpoint
ALTER TABLE "mail_settings" DROP COLUMN "mail_assigned";--> statement-breakpoint
ALTER TABLE "mail_settings" DROP COLUMN "mail_recommendation";--> statement-breakpoint
ALTER TABLE "mail_settings" DROP COLUMN "mail_invitation";--> statement-breakpoint
ALTER TABLE "mail_settings" DROP COLUMN "mail_unread_message";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "mailed_at";