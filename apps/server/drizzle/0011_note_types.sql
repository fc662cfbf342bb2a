ALTER TABLE "clinicians" ADD COLUMN "default_note_type" text DEFAULT 'soap' NOT NULL;--> statement-breakpoint
ALTER TABLE "note_versions" ADD COLUMN "note_type" text DEFAULT 'soap' NOT NULL;