CREATE TABLE "engine_health" (
	"engine" text NOT NULL,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"failing_since" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engine_health_engine_target_pk" PRIMARY KEY("engine","target")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "retry_engine" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "retry_reason" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "retry_attempt" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "retry_next_at" timestamp with time zone;--> statement-breakpoint
-- A consultation waiting to try its engine again is announced too (its stage stays the same), so
-- the clinician's tabs show the wait, the next try's time and a try started by 'Retry now' at once.
CREATE OR REPLACE FUNCTION "conversation_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
     OR NEW.retry_attempt IS DISTINCT FROM OLD.retry_attempt OR NEW.retry_next_at IS DISTINCT FROM OLD.retry_next_at THEN
    PERFORM pg_notify('asha_events', json_build_object('type', 'conversation', 'clinicianId', NEW.clinician_id,
      'patientId', NEW.patient_id, 'conversationId', NEW.id, 'status', NEW.status)::text);
  END IF;
  RETURN NULL;
END $$;
