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
ALTER TABLE "project_shares" ADD COLUMN "investor_relations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dataroom_page_serves" ADD CONSTRAINT "dataroom_page_serves_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_page_serves" ADD CONSTRAINT "dataroom_page_serves_file_id_dataroom_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dataroom_files"("id") ON DELETE cascade ON UPDATE no action;