CREATE TABLE "monitoring_alarm_rules" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parameter_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"min" double precision,
	"max" double precision,
	"duration_s" integer DEFAULT 0 NOT NULL,
	"max_rate_per_min" double precision,
	"enabled" boolean DEFAULT true NOT NULL,
	"silenced_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_alarm_rules_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_alarms" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"parameter_id" uuid NOT NULL,
	"state" text DEFAULT 'raised' NOT NULL,
	"triggered_at" timestamp with time zone NOT NULL,
	"value" double precision,
	"message" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"note" text,
	"cleared_by" uuid,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "monitoring_alarms_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
ALTER TABLE "monitoring_alarm_rules" ADD CONSTRAINT "monitoring_alarm_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alarm_rules" ADD CONSTRAINT "monitoring_alarm_rules_parameter_fk" FOREIGN KEY ("monitoring_id","parameter_id") REFERENCES "public"."monitoring_parameters"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alarms" ADD CONSTRAINT "monitoring_alarms_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alarms" ADD CONSTRAINT "monitoring_alarms_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alarms" ADD CONSTRAINT "monitoring_alarms_rule_fk" FOREIGN KEY ("monitoring_id","rule_id") REFERENCES "public"."monitoring_alarm_rules"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_alarm_rules_id_idx" ON "monitoring_alarm_rules" USING btree ("id");--> statement-breakpoint
CREATE INDEX "monitoring_alarm_rules_parameter_idx" ON "monitoring_alarm_rules" USING btree ("monitoring_id","parameter_id");--> statement-breakpoint
CREATE INDEX "monitoring_alarms_id_idx" ON "monitoring_alarms" USING btree ("id");--> statement-breakpoint
CREATE INDEX "monitoring_alarms_parameter_idx" ON "monitoring_alarms" USING btree ("monitoring_id","parameter_id","raised_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alarms_active_key" ON "monitoring_alarms" USING btree ("monitoring_id","rule_id") WHERE state <> 'cleared';