CREATE TABLE "audit_chain_heads" (
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"verified_seq" bigint NOT NULL,
	"verified_hash" text NOT NULL,
	"rechecked_seq" bigint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_chain_heads_target_type_target_id_pk" PRIMARY KEY("target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "dataroom_page_serves" (
	"viewer_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"seconds_recorded" real DEFAULT 0 NOT NULL,
	CONSTRAINT "dataroom_page_serves_viewer_id_file_id_page_pk" PRIMARY KEY("viewer_id","file_id","page")
);
--> statement-breakpoint
CREATE TABLE "request_reads" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_reads_pkey" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
DROP INDEX "information_requests_pair_key";--> statement-breakpoint
ALTER TABLE "dataroom_folders" ADD COLUMN "allows_downloads" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "visited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "previous_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "subject_key" text DEFAULT 'opportunity' NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "subject_kind" text DEFAULT 'opportunity' NOT NULL;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "information_requests" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_shares" ADD COLUMN "investor_relations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dataroom_page_serves" ADD CONSTRAINT "dataroom_page_serves_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_page_serves" ADD CONSTRAINT "dataroom_page_serves_file_id_dataroom_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dataroom_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reads" ADD CONSTRAINT "request_reads_request_id_information_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."information_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reads" ADD CONSTRAINT "request_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "information_requests_subject_key" ON "information_requests" USING btree ("publication_id","investor_id","subject_key");--> statement-breakpoint
CREATE INDEX "information_requests_investor_idx" ON "information_requests" USING btree ("investor_id","updated_at");--> statement-breakpoint
CREATE INDEX "request_messages_author_idx" ON "request_messages" USING btree ("author_id","created_at");
--> statement-breakpoint
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
