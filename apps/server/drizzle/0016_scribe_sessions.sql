CREATE TABLE "patient_record_ids" (
	"clinician_id" uuid NOT NULL,
	"record_patient_id" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_record_ids_clinician_id_record_patient_id_pk" PRIMARY KEY("clinician_id","record_patient_id")
);
--> statement-breakpoint
CREATE TABLE "scribe_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" uuid NOT NULL,
	"clinician_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"templates" jsonb NOT NULL,
	"model" text NOT NULL,
	"language_hint" jsonb,
	"transcript_language" text NOT NULL,
	"upload_type" text NOT NULL,
	"additional_data" jsonb,
	"status" text DEFAULT 'created' NOT NULL,
	"audio_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audio_files_sent" integer,
	"upload_key" text,
	"live_session_id" uuid,
	"conversation_id" uuid,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"outcome" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patient_record_ids" ADD CONSTRAINT "patient_record_ids_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_record_ids" ADD CONSTRAINT "patient_record_ids_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_sessions" ADD CONSTRAINT "scribe_sessions_key_id_record_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."record_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_sessions" ADD CONSTRAINT "scribe_sessions_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_sessions" ADD CONSTRAINT "scribe_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_sessions" ADD CONSTRAINT "scribe_sessions_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_sessions" ADD CONSTRAINT "scribe_sessions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_record_ids_patient" ON "patient_record_ids" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "scribe_sessions_key" ON "scribe_sessions" USING btree ("key_id","created_at");--> statement-breakpoint
CREATE INDEX "scribe_sessions_open" ON "scribe_sessions" USING btree ("status","expires_at");