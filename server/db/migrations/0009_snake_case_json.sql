-- The API's fields are snake_case (issue 11, item 6). Some JSON is kept as the API reads and serves it: template
-- definitions (and the snapshots projects point at), file answers and autofill proposals ({ file_id, name }), and
-- the latest computed results. Their keys are renamed here; values are untouched. A key is matched as JSON text
-- writes it ("key": ), which a string value cannot contain unescaped.
UPDATE "templates" SET "definition" = replace(replace(replace(replace("definition"::text,
  '"showWhen": ', '"show_when": '), '"readyAnswer": ', '"ready_answer": '), '"patternHint": ', '"pattern_hint": '),
  '"readinessThreshold": ', '"readiness_threshold": ')::jsonb;
--> statement-breakpoint
UPDATE "template_snapshots" SET "definition" = replace(replace(replace(replace("definition"::text,
  '"showWhen": ', '"show_when": '), '"readyAnswer": ', '"ready_answer": '), '"patternHint": ', '"pattern_hint": '),
  '"readinessThreshold": ', '"readiness_threshold": ')::jsonb;
--> statement-breakpoint
UPDATE "answers" SET "value" = replace("value"::text, '"fileId": ', '"file_id": ')::jsonb
WHERE "value"::text LIKE '%"fileId": %';
--> statement-breakpoint
UPDATE "autofill_proposals" SET "value" = replace("value"::text, '"fileId": ', '"file_id": ')::jsonb
WHERE "value"::text LIKE '%"fileId": %';
--> statement-breakpoint
UPDATE "compute_results" SET "result" = replace(replace(replace(replace(replace(replace("result"::text,
  '"projectId": ', '"project_id": '), '"assessmentId": ', '"assessment_id": '), '"sectionId": ', '"section_id": '),
  '"questionId": ', '"question_id": '), '"missingLabels": ', '"missing_labels": '), '"computedAt": ', '"computed_at": ')::jsonb;
