CREATE TABLE "note_versions" (
	"conversation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"report" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"flags" jsonb NOT NULL,
	"resolutions" jsonb NOT NULL,
	"authored" jsonb NOT NULL,
	"hand_edited" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"reason" text,
	"transcript_version" integer NOT NULL,
	"signed_at" timestamp (6) with time zone,
	"signed_by" text,
	CONSTRAINT "note_versions_conversation_id_version_pk" PRIMARY KEY("conversation_id","version")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"clinician_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"transcript_version" integer NOT NULL,
	"regen_state" text,
	"regen_error" text,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_versions" (
	"conversation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"transcript" jsonb NOT NULL,
	"change" text,
	CONSTRAINT "transcript_versions_conversation_id_version_pk" PRIMARY KEY("conversation_id","version")
);
--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_conversation_id_notes_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."notes"("conversation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_versions" ADD CONSTRAINT "transcript_versions_conversation_id_notes_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."notes"("conversation_id") ON DELETE cascade ON UPDATE no action;