CREATE TABLE "request_reads" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_reads_pkey" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
DROP INDEX "information_requests_pair_key";--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "subject_key" text DEFAULT 'opportunity' NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "subject_kind" text DEFAULT 'opportunity' NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "request_reads" ADD CONSTRAINT "request_reads_request_id_information_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."information_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reads" ADD CONSTRAINT "request_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "information_requests_subject_key" ON "information_requests" USING btree ("publication_id","investor_id","subject_key");--> statement-breakpoint
CREATE INDEX "information_requests_investor_idx" ON "information_requests" USING btree ("investor_id","updated_at");--> statement-breakpoint
CREATE INDEX "request_messages_author_idx" ON "request_messages" USING btree ("author_id","created_at");--> statement-breakpoint
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
