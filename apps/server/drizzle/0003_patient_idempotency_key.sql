ALTER TABLE "patients" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_clinician_idempotency" ON "patients" USING btree ("clinician_id","idempotency_key");