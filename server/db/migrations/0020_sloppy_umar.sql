ALTER TABLE "investors" ADD COLUMN "visited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "previous_visit_at" timestamp with time zone;