ALTER TABLE "tenders" DROP COLUMN "show_submitted";--> statement-breakpoint
ALTER TABLE "tenders" DROP COLUMN "unseal_manually";