CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_artefact_flags" (
	"monitoring_id" uuid NOT NULL,
	"artefact_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_artefact_flags_pkey" PRIMARY KEY("monitoring_id","artefact_id","kind")
);
--> statement-breakpoint
CREATE TABLE "monitoring_artefact_log" (
	"monitoring_id" uuid NOT NULL,
	"artefact_id" uuid NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "monitoring_artefact_log_pkey" PRIMARY KEY("monitoring_id","artefact_id","step")
);
--> statement-breakpoint
CREATE TABLE "monitoring_mobile_uploads" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"uploaded_by" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"batch_id" uuid,
	"evidence_kind" text,
	"state" text DEFAULT 'receiving' NOT NULL,
	"artefact_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_mobile_uploads_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_artefacts" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by" uuid,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"batch_id" uuid,
	"evidence_kind" text,
	"state" text DEFAULT 'received' NOT NULL,
	"captured_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"has_capture_data" boolean,
	"thumbnail_path" text,
	"perceptual_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "monitoring_artefacts_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_evidence_settings" (
	"monitoring_id" uuid PRIMARY KEY NOT NULL,
	"methodology" text DEFAULT 'ebc_c_sink' NOT NULL,
	"time_tolerance_hours" double precision DEFAULT 2 NOT NULL,
	"distance_tolerance_m" double precision DEFAULT 500 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_batches" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reactor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"feedstock" text NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"opened_by" uuid,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_batches_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_evidence_artefacts" (
	"monitoring_id" uuid NOT NULL,
	"evidence_id" uuid NOT NULL,
	"artefact_id" uuid NOT NULL,
	"attached_by" uuid,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_evidence_artefacts_pkey" PRIMARY KEY("monitoring_id","evidence_id","artefact_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_evidence" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"batch_id" uuid,
	"reactor_id" uuid,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"recorded_at" timestamp with time zone NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"review_state" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_evidence_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_evidence_reviews" (
	"monitoring_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"evidence_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"verdict" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_evidence_reviews_pkey" PRIMARY KEY("monitoring_id","id")
);
--> statement-breakpoint
ALTER TABLE "monitoring_mobile_uploads" ADD CONSTRAINT "monitoring_mobile_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_artefacts" ADD CONSTRAINT "monitoring_artefacts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_evidence_settings" ADD CONSTRAINT "monitoring_evidence_settings_monitoring_id_monitorings_id_fk" FOREIGN KEY ("monitoring_id") REFERENCES "public"."monitorings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_evidence_settings" ADD CONSTRAINT "monitoring_evidence_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batches" ADD CONSTRAINT "production_batches_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batches" ADD CONSTRAINT "production_batches_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_batches" ADD CONSTRAINT "production_batches_reactor_fk" FOREIGN KEY ("monitoring_id","reactor_id") REFERENCES "public"."monitoring_reactors"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_evidence_artefacts" ADD CONSTRAINT "monitoring_evidence_artefacts_attached_by_users_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_evidence_artefacts" ADD CONSTRAINT "monitoring_evidence_artefacts_evidence_fk" FOREIGN KEY ("monitoring_id","evidence_id") REFERENCES "public"."monitoring_evidence"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_evidence" ADD CONSTRAINT "monitoring_evidence_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_evidence_reviews" ADD CONSTRAINT "monitoring_evidence_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_evidence_reviews" ADD CONSTRAINT "monitoring_evidence_reviews_evidence_fk" FOREIGN KEY ("monitoring_id","evidence_id") REFERENCES "public"."monitoring_evidence"("monitoring_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("run_at") WHERE done_at is null and failed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_dedupe_key" ON "background_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "monitoring_mobile_uploads_id_idx" ON "monitoring_mobile_uploads" USING btree ("id");--> statement-breakpoint
CREATE INDEX "monitoring_mobile_uploads_uploader_idx" ON "monitoring_mobile_uploads" USING btree ("monitoring_id","uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_artefacts_id_idx" ON "monitoring_artefacts" USING btree ("id");--> statement-breakpoint
CREATE INDEX "monitoring_artefacts_sha_idx" ON "monitoring_artefacts" USING btree ("monitoring_id","sha256","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_artefacts_batch_idx" ON "monitoring_artefacts" USING btree ("monitoring_id","batch_id");--> statement-breakpoint
CREATE INDEX "monitoring_artefacts_uploader_idx" ON "monitoring_artefacts" USING btree ("monitoring_id","uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "production_batches_id_idx" ON "production_batches" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_batches_code_key" ON "production_batches" USING btree ("monitoring_id","code");--> statement-breakpoint
CREATE INDEX "production_batches_reactor_idx" ON "production_batches" USING btree ("monitoring_id","reactor_id","started_at");--> statement-breakpoint
CREATE INDEX "monitoring_evidence_artefacts_artefact_idx" ON "monitoring_evidence_artefacts" USING btree ("monitoring_id","artefact_id");--> statement-breakpoint
CREATE INDEX "monitoring_evidence_id_idx" ON "monitoring_evidence" USING btree ("id");--> statement-breakpoint
CREATE INDEX "monitoring_evidence_batch_idx" ON "monitoring_evidence" USING btree ("monitoring_id","batch_id");--> statement-breakpoint
CREATE INDEX "monitoring_evidence_reviews_evidence_idx" ON "monitoring_evidence_reviews" USING btree ("monitoring_id","evidence_id","created_at");--> statement-breakpoint
-- custom: evidence
-- Reviews of evidence are only ever added (docs/requirements.md R-22.22): an UPDATE is refused, but for the reviewer's
-- account removed (the foreign key's ON DELETE SET NULL, nothing else changed); a DELETE is refused unless it cascades
-- from its record's removal (a monitoring removed whole); TRUNCATE is refused.
CREATE OR REPLACE FUNCTION monitoring_evidence_reviews_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.reviewer_id IS NOT NULL AND NEW.reviewer_id IS NULL AND NEW.monitoring_id = OLD.monitoring_id AND NEW.id = OLD.id
       AND NEW.evidence_id = OLD.evidence_id AND NEW.verdict = OLD.verdict AND NEW.comment IS NOT DISTINCT FROM OLD.comment
       AND NEW.created_at = OLD.created_at THEN
      RETURN NEW;
    END IF;
  ELSIF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'monitoring_evidence_reviews is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER monitoring_evidence_reviews_append_only BEFORE UPDATE OR DELETE ON monitoring_evidence_reviews FOR EACH ROW EXECUTE FUNCTION monitoring_evidence_reviews_append_only();--> statement-breakpoint
CREATE TRIGGER monitoring_evidence_reviews_no_truncate BEFORE TRUNCATE ON monitoring_evidence_reviews FOR EACH STATEMENT EXECUTE FUNCTION monitoring_evidence_reviews_append_only();
