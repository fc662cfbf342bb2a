-- India's health ID (ABHA number) of a patient, as 'xx-xxxx-xxxx-xxxx'; null when not known.
ALTER TABLE "patients" ADD COLUMN "abha_number" text;
