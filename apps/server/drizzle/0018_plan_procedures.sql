-- The plan gained a list of procedures and operations: note versions stored before it hold none.
UPDATE "note_versions" SET "report" = jsonb_set("report", '{plan,procedures}', '[]'::jsonb) WHERE jsonb_typeof("report"->'plan') = 'object' AND "report"->'plan'->'procedures' IS NULL;
