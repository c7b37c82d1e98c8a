CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decline_reason" text
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "personal" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_one_pending_idx" ON "erasure_requests" USING btree ("user_id") WHERE "erasure_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "erasure_requests_user_idx" ON "erasure_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
-- Entries written from now on seal their personal values (server/modules/audit/chain.ts): the hash covers a salted
-- digest of each. The trigger allows, besides sealing a row from before 0010, exactly the erasure of such a value:
-- the value becomes '[erased]' and its salt gives way to a digest, every other column and detail unchanged. Rows
-- written before this migration keep `personal` null, their hashes and the form they were hashed in.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  k text;
  same_row boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    same_row := NEW.id = OLD.id AND NEW.seq = OLD.seq
       AND NEW.target_type = OLD.target_type AND NEW.target_id = OLD.target_id AND NEW.action = OLD.action
       AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
       AND NEW.at = OLD.at;
    IF same_row AND OLD.hash IS NULL AND NEW.hash IS NOT NULL AND NEW.details = OLD.details
       AND NEW.personal IS NOT DISTINCT FROM OLD.personal THEN
      RETURN NEW;
    END IF;
    IF same_row AND OLD.hash IS NOT NULL AND NEW.hash = OLD.hash AND NEW.prev_hash IS NOT DISTINCT FROM OLD.prev_hash
       AND OLD.personal IS NOT NULL AND NEW.personal IS NOT NULL
       AND ARRAY(SELECT jsonb_object_keys(NEW.personal) ORDER BY 1) = ARRAY(SELECT jsonb_object_keys(OLD.personal) ORDER BY 1)
       AND (NEW.details - ARRAY(SELECT jsonb_object_keys(OLD.personal))) = (OLD.details - ARRAY(SELECT jsonb_object_keys(OLD.personal))) THEN
      FOR k IN SELECT jsonb_object_keys(OLD.personal) LOOP
        IF NOT ((NEW.personal -> k = OLD.personal -> k AND NEW.details -> k IS NOT DISTINCT FROM OLD.details -> k)
                OR (OLD.personal -> k ? 'salt' AND NEW.personal -> k ? 'digest' AND NEW.details -> k = to_jsonb('[erased]'::text))) THEN
          RAISE EXCEPTION 'audit_events is append-only: only the erasure of a sealed personal value is allowed' USING ERRCODE = '42501';
        END IF;
      END LOOP;
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;
