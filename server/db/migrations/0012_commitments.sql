CREATE TABLE "commitment_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"typed_full_name" text NOT NULL,
	"commitment_amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"document_version" text NOT NULL,
	"document_sha256" text NOT NULL,
	"document_text" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"pdf_container" text NOT NULL,
	"pdf_path" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf_size" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commitment_signatures" ADD CONSTRAINT "commitment_signatures_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_signatures" ADD CONSTRAINT "commitment_signatures_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_signatures_one_idx" ON "commitment_signatures" USING btree ("publication_id","investor_id");--> statement-breakpoint
CREATE INDEX "commitment_signatures_investor_idx" ON "commitment_signatures" USING btree ("investor_id");