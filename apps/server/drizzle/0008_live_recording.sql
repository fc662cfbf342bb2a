CREATE TABLE "live_chunks" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"starts_stream" boolean DEFAULT false NOT NULL,
	"data" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "live_chunks_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
CREATE TABLE "live_pieces" (
	"session_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"span" integer NOT NULL,
	"start_sec" double precision NOT NULL,
	"end_sec" double precision NOT NULL,
	"stats" "bytea" NOT NULL,
	"text" text,
	"english" text,
	"language" text,
	"confidence" double precision,
	"role" text DEFAULT 'Patient' NOT NULL,
	CONSTRAINT "live_pieces_session_id_idx_pk" PRIMARY KEY("session_id","idx")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"clinician_id" uuid NOT NULL,
	"patient_id" uuid,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"conversation_id" uuid,
	"received_sec" double precision DEFAULT 0 NOT NULL,
	"waiting_sec" double precision DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "live_sessions_conversation_id_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
ALTER TABLE "live_chunks" ADD CONSTRAINT "live_chunks_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_pieces" ADD CONSTRAINT "live_pieces_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change of a consultation's stage (and of its note's state) is announced on 'asha_events'
-- with ids only, whichever process made it, so every open tab of its clinician hears of it at once.
CREATE FUNCTION "conversation_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
    PERFORM pg_notify('asha_events', json_build_object('type', 'conversation', 'clinicianId', NEW.clinician_id,
      'patientId', NEW.patient_id, 'conversationId', NEW.id, 'status', NEW.status)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversations_notify" AFTER INSERT OR UPDATE ON "conversations" FOR EACH ROW EXECUTE FUNCTION "conversation_events_notify"();
--> statement-breakpoint
CREATE FUNCTION "note_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c record;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.regen_state IS DISTINCT FROM OLD.regen_state THEN
    SELECT id, clinician_id, patient_id, status INTO c FROM conversations WHERE id = NEW.conversation_id;
    IF FOUND THEN
      PERFORM pg_notify('asha_events', json_build_object('type', 'conversation', 'clinicianId', c.clinician_id,
        'patientId', c.patient_id, 'conversationId', c.id, 'status', c.status)::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notes_notify" AFTER INSERT OR UPDATE ON "notes" FOR EACH ROW EXECUTE FUNCTION "note_events_notify"();
