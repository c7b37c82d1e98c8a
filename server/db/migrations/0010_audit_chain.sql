-- The audit trail becomes a hash chain per (target_type, target_id). Rows already written are numbered in the order
-- they were written; their hashes are left null and sealed by the application the first time their chain is appended
-- to or verified (server/modules/audit/repository.ts), since the canonical form is computed there.
DROP INDEX "audit_events_target_idx";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "audit_events" AS e SET "seq" = n.seq
  FROM (SELECT "id", row_number() OVER (PARTITION BY "target_type", "target_id" ORDER BY "id") AS seq FROM "audit_events") AS n
  WHERE e."id" = n."id";--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_idx" ON "audit_events" USING btree ("target_type","target_id","seq");--> statement-breakpoint
-- Append-only: UPDATE, DELETE and TRUNCATE are refused. The one update allowed seals a row written before the chain
-- existed (hash null → its hash), changing nothing else. Tests that tamper on purpose disable the trigger first.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.hash IS NULL AND NEW.hash IS NOT NULL AND NEW.id = OLD.id AND NEW.seq = OLD.seq
       AND NEW.target_type = OLD.target_type AND NEW.target_id = OLD.target_id AND NEW.action = OLD.action
       AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
       AND NEW.details = OLD.details AND NEW.at = OLD.at THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
