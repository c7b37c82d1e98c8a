-- custom:questions begin
-- Threads written before reads were kept start read by both sides (their investor, the project's owner), so that
-- the navigation's count starts from what happens next rather than from every old message (requirements R-21.1).
INSERT INTO "request_reads" ("request_id", "user_id", "read_at")
SELECT r."id", r."investor_id", r."updated_at" FROM "information_requests" r
UNION
SELECT r."id", p."owner_id", r."updated_at" FROM "information_requests" r
  JOIN "publications" pub ON pub."id" = r."publication_id"
  JOIN "projects" p ON p."id" = pub."project_id"
ON CONFLICT DO NOTHING;
-- custom:questions end
