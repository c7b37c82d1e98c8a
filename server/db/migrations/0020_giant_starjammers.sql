ALTER TABLE "publications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;