CREATE TABLE "monitoring_form_entries" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reactor_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"answers" jsonb NOT NULL,
	"readings_stored" integer NOT NULL,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_form_entries_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
ALTER TABLE "monitoring_form_entries" ADD CONSTRAINT "monitoring_form_entries_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_form_entries" ADD CONSTRAINT "monitoring_form_entries_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_form_entries" ADD CONSTRAINT "monitoring_form_entries_reactor_fk" FOREIGN KEY ("monitoring_id","reactor_id") REFERENCES "public"."monitoring_reactors"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_form_entries_id_idx" ON "monitoring_form_entries" USING btree ("id");--> statement-breakpoint
CREATE INDEX "monitoring_form_entries_reactor_idx" ON "monitoring_form_entries" USING btree ("monitoring_id","reactor_id","measured_at");