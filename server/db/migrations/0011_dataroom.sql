CREATE TABLE "dataroom_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"project_file_id" uuid,
	"container" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataroom_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataroom_grants" (
	"request_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"can_download" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "dataroom_grants_request_id_folder_id_pk" PRIMARY KEY("request_id","folder_id")
);
--> statement-breakpoint
CREATE TABLE "dataroom_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataroom_files" ADD CONSTRAINT "dataroom_files_folder_id_dataroom_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dataroom_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_files" ADD CONSTRAINT "dataroom_files_project_file_id_project_files_id_fk" FOREIGN KEY ("project_file_id") REFERENCES "public"."project_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_files" ADD CONSTRAINT "dataroom_files_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_folders" ADD CONSTRAINT "dataroom_folders_opportunity_id_publications_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_grants" ADD CONSTRAINT "dataroom_grants_request_id_dataroom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."dataroom_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_grants" ADD CONSTRAINT "dataroom_grants_folder_id_dataroom_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dataroom_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_grants" ADD CONSTRAINT "dataroom_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_grants" ADD CONSTRAINT "dataroom_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_requests" ADD CONSTRAINT "dataroom_requests_opportunity_id_publications_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_requests" ADD CONSTRAINT "dataroom_requests_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataroom_files_folder_idx" ON "dataroom_files" USING btree ("folder_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_files_project_file_key" ON "dataroom_files" USING btree ("folder_id","project_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_folders_name_key" ON "dataroom_folders" USING btree ("opportunity_id","name");--> statement-breakpoint
CREATE INDEX "dataroom_grants_folder_idx" ON "dataroom_grants" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_requests_pair_key" ON "dataroom_requests" USING btree ("opportunity_id","investor_id");