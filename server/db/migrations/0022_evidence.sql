-- custom: evidence
-- Reviews of evidence are only ever added (docs/requirements.md R-22.26): an UPDATE is refused, but for the reviewer's
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
