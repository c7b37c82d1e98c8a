-- Two instances (or two requests of one) asking for the same new month at once: the second waits for the first's
-- lock, but its catalog lookup may not see the table the first just made, and CREATE TABLE then failed with
-- "already exists". Such a failure now means the month exists.
CREATE OR REPLACE FUNCTION monitoring_ensure_partition(at timestamptz) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  start_at timestamptz := date_trunc('month', at, 'UTC');
  end_at timestamptz := (date_trunc('month', at, 'UTC') AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC';
  partition_name text := 'measurements_' || to_char(start_at AT TIME ZONE 'UTC', 'YYYY_MM');
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  -- One creator at a time, whichever instance asks.
  PERFORM pg_advisory_xact_lock(hashtext('monitoring_ensure_partition'));
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  BEGIN
    EXECUTE format('CREATE TABLE %I (LIKE measurements INCLUDING DEFAULTS)', partition_name);
  EXCEPTION WHEN duplicate_table THEN
    RETURN false;
  END;
  EXECUTE format(
    'WITH moved AS (DELETE FROM measurements_default WHERE "time" >= $1 AND "time" < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
    partition_name
  ) USING start_at, end_at;
  EXECUTE format('ALTER TABLE measurements ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', partition_name, start_at, end_at);
  RETURN true;
END;
$$;
