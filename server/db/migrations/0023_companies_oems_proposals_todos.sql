CREATE TABLE "company_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"area" text DEFAULT 'companies' NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "company_projects" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"linked_by" uuid,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_reminders" (
	"todo_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"days_before" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_reminders_todo_id_due_date_days_before_pk" PRIMARY KEY("todo_id","due_date","days_before")
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"priority" text DEFAULT 'normal' NOT NULL,
	"state" text DEFAULT 'todo' NOT NULL,
	"assignee_id" uuid,
	"subject" jsonb,
	"gap_key" text,
	"closed_note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_versions" (
	"proposal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"model" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"delivery_date" date,
	"lead_time_weeks" integer,
	"valid_until" date NOT NULL,
	"terms" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_versions_proposal_id_version_pk" PRIMARY KEY("proposal_id","version")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"sent_by" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"decline_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oem_matches" (
	"project_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"strong" boolean NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "oem_matches_project_id_company_id_pk" PRIMARY KEY("project_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "oem_offers" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"offer" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"refusal_reason" text,
	"refused_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oem_project_facts" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"facts" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_discoverability" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"discoverable" boolean NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employees" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "show_to_investors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "show_to_oems" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "migrated_from_profile" uuid;--> statement-breakpoint
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_files" ADD CONSTRAINT "company_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_projects" ADD CONSTRAINT "company_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_projects" ADD CONSTRAINT "company_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_projects" ADD CONSTRAINT "company_projects_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_reminders" ADD CONSTRAINT "todo_reminders_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_messages" ADD CONSTRAINT "proposal_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oem_matches" ADD CONSTRAINT "oem_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oem_matches" ADD CONSTRAINT "oem_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oem_offers" ADD CONSTRAINT "oem_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oem_project_facts" ADD CONSTRAINT "oem_project_facts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_discoverability" ADD CONSTRAINT "project_discoverability_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_discoverability" ADD CONSTRAINT "project_discoverability_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_files_company_idx" ON "company_files" USING btree ("company_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_key" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "company_projects_company_idx" ON "company_projects" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "todos_project_gap_key" ON "todos" USING btree ("project_id","gap_key");--> statement-breakpoint
CREATE INDEX "todos_project_due_idx" ON "todos" USING btree ("project_id","due_date");--> statement-breakpoint
CREATE INDEX "todos_assignee_idx" ON "todos" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "proposal_messages_proposal_idx" ON "proposal_messages" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_project_idx" ON "proposals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "proposals_company_idx" ON "proposals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "oem_matches_company_score_idx" ON "oem_matches" USING btree ("company_id","score");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_migrated_from_profile_users_id_fk" FOREIGN KEY ("migrated_from_profile") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- ===== custom SQL: the profile migration (R-23.9) =====
-- Every personal profile with anything in it becomes a developer company, unless its owner already belongs to one:
-- its owner is the admin, the projects they own are linked, its logo becomes the company's logo (the bytes stay
-- where they are, in the profiles storage area). The profiles rows are kept as they were (nothing is lost).
INSERT INTO "companies" ("kind", "legal_name", "country", "sectors", "description", "website", "employees", "founded_year", "created_by", "migrated_from_profile", "created_at", "updated_at")
SELECT 'developer',
  coalesce(nullif(btrim(p."company_name"), ''), nullif(btrim(u."name"), ''), u."email", 'Company'),
  nullif(btrim(p."country"), ''),
  CASE WHEN nullif(btrim(p."sector"), '') IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(btrim(p."sector")) END,
  nullif(p."bio", ''), nullif(btrim(p."website"), ''), p."employees", p."founded_year", p."user_id", p."user_id", p."updated_at", p."updated_at"
FROM "profiles" p JOIN "users" u ON u."id" = p."user_id"
WHERE (nullif(btrim(p."company_name"), '') IS NOT NULL OR nullif(btrim(p."country"), '') IS NOT NULL OR nullif(btrim(p."website"), '') IS NOT NULL
    OR nullif(btrim(p."bio"), '') IS NOT NULL OR nullif(btrim(p."sector"), '') IS NOT NULL OR p."employees" IS NOT NULL OR p."founded_year" IS NOT NULL
    OR EXISTS (SELECT 1 FROM "profile_logos" l WHERE l."user_id" = p."user_id"))
  AND NOT EXISTS (SELECT 1 FROM "company_members" m JOIN "companies" c ON c."id" = m."company_id" WHERE m."user_id" = p."user_id" AND c."kind" = 'developer');
--> statement-breakpoint
INSERT INTO "company_members" ("company_id", "user_id", "role", "joined_at")
SELECT c."id", c."migrated_from_profile", 'admin', c."created_at" FROM "companies" c
WHERE c."migrated_from_profile" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "company_projects" ("project_id", "company_id", "linked_by", "linked_at")
SELECT pr."id", c."id", c."migrated_from_profile", now() FROM "companies" c JOIN "projects" pr ON pr."owner_id" = c."migrated_from_profile"
WHERE c."migrated_from_profile" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "company_files" ("company_id", "purpose", "area", "path", "name", "content_type", "size", "sha256", "uploaded_by", "uploaded_at")
SELECT c."id", 'logo', 'profiles', l."path", l."name", l."content_type", l."size", l."sha256", l."user_id", l."uploaded_at"
FROM "companies" c JOIN "profile_logos" l ON l."user_id" = c."migrated_from_profile"
WHERE c."migrated_from_profile" IS NOT NULL;
-- ===== end of the profile migration =====
