CREATE TABLE "measurements" (
	"monitoring_id" uuid NOT NULL,
	"parameter_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	"device_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_pkey" PRIMARY KEY("monitoring_id","parameter_id","time")
) PARTITION BY RANGE ("time");
--> statement-breakpoint
CREATE TABLE "monitoring_devices" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reactor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_devices_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_parameters" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reactor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"normal_min" double precision,
	"normal_max" double precision,
	"expected_interval_s" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_parameters_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_reactors" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"model" text,
	"oem_name" text,
	"capacity_t_per_year" double precision,
	"commissioned_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_reactors_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_sites" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_sites_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitorings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitorings_project_key" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "monitoring_devices" ADD CONSTRAINT "monitoring_devices_reactor_fk" FOREIGN KEY ("monitoring_id","reactor_id") REFERENCES "public"."monitoring_reactors"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_parameters" ADD CONSTRAINT "monitoring_parameters_reactor_fk" FOREIGN KEY ("monitoring_id","reactor_id") REFERENCES "public"."monitoring_reactors"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reactors" ADD CONSTRAINT "monitoring_reactors_site_fk" FOREIGN KEY ("monitoring_id","site_id") REFERENCES "public"."monitoring_sites"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_sites" ADD CONSTRAINT "monitoring_sites_monitoring_id_monitorings_id_fk" FOREIGN KEY ("monitoring_id") REFERENCES "public"."monitorings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitorings" ADD CONSTRAINT "monitorings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitorings" ADD CONSTRAINT "monitorings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_devices_id_idx" ON "monitoring_devices" USING btree ("id");--> statement-breakpoint
CREATE INDEX "monitoring_devices_key_idx" ON "monitoring_devices" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "monitoring_devices_reactor_idx" ON "monitoring_devices" USING btree ("monitoring_id","reactor_id");--> statement-breakpoint
CREATE INDEX "monitoring_parameters_id_idx" ON "monitoring_parameters" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_parameters_name_key" ON "monitoring_parameters" USING btree ("monitoring_id","reactor_id","name");--> statement-breakpoint
CREATE INDEX "monitoring_reactors_id_idx" ON "monitoring_reactors" USING btree ("id");--> statement-breakpoint
CREATE INDEX "monitoring_reactors_site_idx" ON "monitoring_reactors" USING btree ("monitoring_id","site_id");--> statement-breakpoint
CREATE INDEX "monitoring_sites_id_idx" ON "monitoring_sites" USING btree ("id");
--> statement-breakpoint
-- Months of readings, each a partition of its own (UTC month boundaries). The module calls this function for a
-- month that has no partition yet; readings that landed in the default partition meanwhile move into the new one.
CREATE OR REPLACE FUNCTION monitoring_ensure_partition(at timestamptz) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  start_at timestamptz := date_trunc('month', at, 'UTC');
  end_at timestamptz := (date_trunc('month', at, 'UTC') AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC';
  partition_name text := 'measurements_' || to_char(start_at AT TIME ZONE 'UTC', 'YYYY_MM');
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  -- One creator at a time, whichever instance asks.
  PERFORM pg_advisory_xact_lock(hashtext('monitoring_ensure_partition'));
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE measurements INCLUDING DEFAULTS)', partition_name);
  EXECUTE format(
    'WITH moved AS (DELETE FROM measurements_default WHERE "time" >= $1 AND "time" < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
    partition_name
  ) USING start_at, end_at;
  EXECUTE format('ALTER TABLE measurements ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', partition_name, start_at, end_at);
  RETURN true;
END;
$$;
--> statement-breakpoint
CREATE TABLE "measurements_default" PARTITION OF "measurements" DEFAULT;
--> statement-breakpoint
-- The month of the migration and the three after it, ahead of the first readings.
SELECT monitoring_ensure_partition(now() + make_interval(months => m)) FROM generate_series(0, 3) AS m;
