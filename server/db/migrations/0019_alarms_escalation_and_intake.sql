CREATE TABLE "monitoring_alarm_notification_settings" (
	"monitoring_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"severities" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_alarm_notification_settings_pkey" PRIMARY KEY("monitoring_id","user_id")
);
--> statement-breakpoint
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
ALTER TABLE "monitoring_alarms" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alarm_rules" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alarm_rules" ADD COLUMN "escalation_delay_s" integer;--> statement-breakpoint
ALTER TABLE "monitoring_alarms" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "monitoring_alarms" ADD COLUMN "escalation_level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alarms" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_form_entries" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "monitoring_alarm_notification_settings" ADD CONSTRAINT "monitoring_alarm_notification_settings_monitoring_id_monitorings_id_fk" FOREIGN KEY ("monitoring_id") REFERENCES "public"."monitorings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alarm_notification_settings" ADD CONSTRAINT "monitoring_alarm_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_corrections" ADD CONSTRAINT "measurement_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_corrections" ADD CONSTRAINT "measurement_corrections_parameter_fk" FOREIGN KEY ("monitoring_id","parameter_id") REFERENCES "public"."monitoring_parameters"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_device_batches" ADD CONSTRAINT "monitoring_device_batches_device_fk" FOREIGN KEY ("monitoring_id","device_id") REFERENCES "public"."monitoring_devices"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_corrections_parameter_idx" ON "measurement_corrections" USING btree ("monitoring_id","parameter_id","time");--> statement-breakpoint
CREATE INDEX "monitoring_device_batches_device_idx" ON "monitoring_device_batches" USING btree ("monitoring_id","device_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_form_entries_content_key" ON "monitoring_form_entries" USING btree ("monitoring_id","content_hash") WHERE content_hash is not null;--> statement-breakpoint
-- Escalation (R-20.7): existing rules get their severity's default delay; alarms raised before count as escalated, so
-- that no one is mailed about old alarms at once.
UPDATE "monitoring_alarm_rules" SET "escalation_delay_s" = CASE "severity"
  WHEN 'critical' THEN 900 WHEN 'major' THEN 3600 WHEN 'minor' THEN 14400 ELSE NULL END;--> statement-breakpoint
UPDATE "monitoring_alarms" SET "escalation_level" = 2;--> statement-breakpoint
-- A normal range arms an alarm (R-20.4): a parameter with a range and no out-of-range rule gets the rule its range makes.
INSERT INTO "monitoring_alarm_rules" ("monitoring_id", "parameter_id", "kind", "severity", "origin", "duration_s", "escalation_delay_s")
SELECT p."monitoring_id", p."id", 'out_of_range', 'major', 'normal_range', 60, 3600
FROM "monitoring_parameters" p
WHERE (p."normal_min" IS NOT NULL OR p."normal_max" IS NOT NULL) AND p."deleted_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "monitoring_alarm_rules" r
    WHERE r."monitoring_id" = p."monitoring_id" AND r."parameter_id" = p."id" AND r."kind" = 'out_of_range');
