CREATE TABLE "monitoring_form_observations" (
	"monitoring_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"parameter_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "monitoring_form_observations_pkey" PRIMARY KEY("monitoring_id","entry_id","parameter_id")
);
--> statement-breakpoint
DROP INDEX "monitoring_parameters_name_key";--> statement-breakpoint
DROP INDEX "monitoring_alarms_active_key";--> statement-breakpoint
ALTER TABLE "monitoring_alarms" ALTER COLUMN "state" SET DEFAULT 'active_unacknowledged';--> statement-breakpoint
ALTER TABLE "monitoring_parameters" ADD COLUMN "measure" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_parameters" ADD COLUMN "decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_parameters" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_parameters" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alarm_rules" ADD COLUMN "severity" text DEFAULT 'major' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alarms" ADD COLUMN "severity" text DEFAULT 'major' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_form_observations" ADD CONSTRAINT "monitoring_form_observations_entry_fk" FOREIGN KEY ("monitoring_id","entry_id") REFERENCES "public"."monitoring_form_entries"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_form_observations" ADD CONSTRAINT "monitoring_form_observations_parameter_fk" FOREIGN KEY ("monitoring_id","parameter_id") REFERENCES "public"."monitoring_parameters"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_form_observations_parameter_idx" ON "monitoring_form_observations" USING btree ("monitoring_id","parameter_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_parameters_name_key" ON "monitoring_parameters" USING btree ("monitoring_id","reactor_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alarms_active_key" ON "monitoring_alarms" USING btree ("monitoring_id","rule_id") WHERE state in ('active_unacknowledged', 'active_acknowledged');--> statement-breakpoint
-- Alarms latch until acknowledged (R-20.5): the three old states become the four. A cleared alarm no one acknowledged
-- waits for a person, as it would have under the new rules.
UPDATE "monitoring_alarms" SET "state" = CASE
  WHEN "state" = 'raised' THEN 'active_unacknowledged'
  WHEN "state" = 'acknowledged' THEN 'active_acknowledged'
  WHEN "acknowledged_at" IS NULL AND "cleared_by" IS NULL THEN 'cleared_unacknowledged'
  ELSE 'cleared_acknowledged' END
WHERE "state" IN ('raised', 'acknowledged', 'cleared');--> statement-breakpoint
-- What each parameter measures (R-20.11), from the names the KPIs used to look for.
UPDATE "monitoring_parameters" SET "measure" = CASE lower("name")
  WHEN 'temperature' THEN 'reactor_temperature'
  WHEN 'moisture' THEN 'feedstock_moisture'
  WHEN 'biochar' THEN 'biochar_output'
  WHEN 'c_org' THEN 'organic_carbon'
  ELSE 'other' END;--> statement-breakpoint
-- Form answers are the form's observations, not readings (R-20.8): those a form stored as readings move over, and the
-- hourly rollups of the hours they were in are counted again from the readings that remain.
INSERT INTO "monitoring_form_observations" ("monitoring_id", "entry_id", "parameter_id", "time", "value")
SELECT e."monitoring_id", e."id", m."parameter_id", m."time", m."value"
FROM "monitoring_form_entries" e
JOIN "monitoring_parameters" p ON p."monitoring_id" = e."monitoring_id" AND p."reactor_id" = e."reactor_id"
JOIN "measurements" m ON m."monitoring_id" = e."monitoring_id" AND m."parameter_id" = p."id" AND m."time" = e."measured_at" AND m."device_id" IS NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "measurements" m USING "monitoring_form_observations" o
WHERE m."monitoring_id" = o."monitoring_id" AND m."parameter_id" = o."parameter_id" AND m."time" = o."time" AND m."device_id" IS NULL;--> statement-breakpoint
DELETE FROM "measurement_rollups" r USING "monitoring_form_observations" o
WHERE r."monitoring_id" = o."monitoring_id" AND r."parameter_id" = o."parameter_id" AND r."hour" = date_trunc('hour', o."time", 'UTC');--> statement-breakpoint
INSERT INTO "measurement_rollups" ("monitoring_id", "parameter_id", "hour", "min", "max", "sum", "count")
SELECT m."monitoring_id", m."parameter_id", date_trunc('hour', m."time", 'UTC'), min(m."value"), max(m."value"), sum(m."value"), count(*)::int
FROM "measurements" m
WHERE EXISTS (
  SELECT 1 FROM "monitoring_form_observations" o
  WHERE o."monitoring_id" = m."monitoring_id" AND o."parameter_id" = m."parameter_id" AND date_trunc('hour', o."time", 'UTC') = date_trunc('hour', m."time", 'UTC'))
GROUP BY 1, 2, 3
ON CONFLICT DO NOTHING;
