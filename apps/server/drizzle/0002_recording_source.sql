ALTER TABLE "conversations" ADD COLUMN "source" text DEFAULT 'recorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "source" text DEFAULT 'recorded' NOT NULL;--> statement-breakpoint
-- Rows from before this column: browsers record WebM, other formats came from the file upload.
UPDATE "conversations" SET "source" = 'file' WHERE split_part(lower("content_type"), ';', 1) <> 'audio/webm';
