-- The vital signs gained the oxygen saturation: note versions stored before it hold none.
UPDATE "note_versions" SET "report" = jsonb_set("report", '{physicalExam,vitals,oxygenSaturation}', 'null'::jsonb)
WHERE jsonb_typeof("report"->'physicalExam'->'vitals') = 'object' AND "report"->'physicalExam'->'vitals'->'oxygenSaturation' IS NULL;
