CREATE TABLE "measurement_rollups" (
	"monitoring_id" uuid NOT NULL,
	"parameter_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "measurement_rollups_pkey" PRIMARY KEY("monitoring_id","parameter_id","hour")
);
--> statement-breakpoint
ALTER TABLE "measurement_rollups" ADD CONSTRAINT "measurement_rollups_parameter_fk" FOREIGN KEY ("monitoring_id","parameter_id") REFERENCES "public"."monitoring_parameters"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The readings stored before the rollups existed.
INSERT INTO "measurement_rollups" ("monitoring_id", "parameter_id", "hour", "min", "max", "sum", "count")
SELECT m."monitoring_id", m."parameter_id", date_trunc('hour', m."time", 'UTC'), min(m."value"), max(m."value"), sum(m."value"), count(*)::int
FROM "measurements" m
JOIN "monitoring_parameters" p ON p."monitoring_id" = m."monitoring_id" AND p."id" = m."parameter_id"
GROUP BY 1, 2, 3;
