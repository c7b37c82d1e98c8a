CREATE TABLE "measurement_corrections" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parameter_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"old_value" double precision NOT NULL,
	"new_value" double precision NOT NULL,
	"reason" text NOT NULL,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurement_corrections_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_device_batches" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received" integer NOT NULL,
	"accepted" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"refused_count" integer NOT NULL,
	"refusals" jsonb NOT NULL,
	CONSTRAINT "monitoring_device_batches_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
ALTER TABLE "monitoring_form_entries" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "measurement_corrections" ADD CONSTRAINT "measurement_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_corrections" ADD CONSTRAINT "measurement_corrections_parameter_fk" FOREIGN KEY ("monitoring_id","parameter_id") REFERENCES "public"."monitoring_parameters"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_device_batches" ADD CONSTRAINT "monitoring_device_batches_device_fk" FOREIGN KEY ("monitoring_id","device_id") REFERENCES "public"."monitoring_devices"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_corrections_parameter_idx" ON "measurement_corrections" USING btree ("monitoring_id","parameter_id","time");--> statement-breakpoint
CREATE INDEX "monitoring_device_batches_device_idx" ON "monitoring_device_batches" USING btree ("monitoring_id","device_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_form_entries_content_key" ON "monitoring_form_entries" USING btree ("monitoring_id","content_hash") WHERE content_hash is not null;