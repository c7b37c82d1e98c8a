DROP INDEX "oem_matches_company_score_idx";--> statement-breakpoint
CREATE INDEX "oem_matches_company_rank_idx" ON "oem_matches" USING btree ("company_id","score" DESC NULLS LAST,"project_id");