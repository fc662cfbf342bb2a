-- The report gained a list of the results of tests read at the consultation: note versions stored before it hold none.
UPDATE "note_versions" SET "report" = jsonb_set("report", '{results}', '[]'::jsonb) WHERE jsonb_typeof("report") = 'object' AND "report"->'results' IS NULL;
