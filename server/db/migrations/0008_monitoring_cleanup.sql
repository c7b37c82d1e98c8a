-- Readings have no foreign key (the partitioned table stays free of per-row checks): when a monitoring goes (its
-- project deleted), its readings go with it here. Removing a site, reactor or parameter through the API deletes
-- their readings in the module itself.
CREATE OR REPLACE FUNCTION monitoring_drop_readings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM measurements WHERE monitoring_id = OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER monitorings_drop_readings AFTER DELETE ON monitorings FOR EACH ROW EXECUTE FUNCTION monitoring_drop_readings();
