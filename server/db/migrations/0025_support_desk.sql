CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"from_staff" boolean DEFAULT false NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"file_id" uuid,
	"file_name" text,
	"file_path" text,
	"file_content_type" text,
	"file_size" integer,
	"file_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_requests" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "first_reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_request_idx" ON "support_messages" USING btree ("request_id","created_at");--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Requests sent before the desk: their words open their thread, a team's answer follows, and the old states take the desk's names.
INSERT INTO "support_messages" ("request_id", "author_id", "from_staff", "internal", "body", "created_at")
SELECT "id", "user_id", false, false, "message", "created_at" FROM "support_requests";--> statement-breakpoint
INSERT INTO "support_messages" ("request_id", "author_id", "from_staff", "internal", "body", "created_at")
SELECT "id", NULL, true, false, "answer", coalesce("answered_at", "created_at") FROM "support_requests" WHERE "answer" IS NOT NULL;--> statement-breakpoint
UPDATE "support_requests" SET "status" = CASE "status" WHEN 'answered' THEN 'waiting' WHEN 'closed' THEN 'resolved' ELSE 'new' END,
  "updated_at" = coalesce("answered_at", "created_at");
