CREATE TABLE "fhir_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"clinician_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"note_version" integer NOT NULL,
	"signed" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"server_id" text,
	"http_status" integer,
	"error" text,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (6) with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_copies" (
	"conversation_id" uuid NOT NULL,
	"note_version" integer NOT NULL,
	"language" text NOT NULL,
	"engine" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_copies_conversation_id_note_version_language_engine_pk" PRIMARY KEY("conversation_id","note_version","language","engine")
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "fhir_sends" ADD CONSTRAINT "fhir_sends_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_sends" ADD CONSTRAINT "fhir_sends_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_copies" ADD CONSTRAINT "patient_copies_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fhir_sends_clinician_key" ON "fhir_sends" USING btree ("clinician_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "fhir_sends_conversation_created" ON "fhir_sends" USING btree ("conversation_id","created_at");