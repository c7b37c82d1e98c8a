DROP INDEX "monitoring_artefacts_sha_idx";--> statement-breakpoint
CREATE INDEX "monitoring_artefacts_sha_idx" ON "monitoring_artefacts" USING btree ("monitoring_id","sha256","created_at","id");