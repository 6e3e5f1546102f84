-- The health environment's series, kept in memory by every replica (docs/adr/0032-read-caches.md): changes of the
-- stations, sensors, records and thresholds they are computed from are notified like the platform's (0021). An
-- import of a hundred thousand records is one statement per ten thousand rows: one notification per transaction.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'healthenv.postazioni', 'healthenv.sensori', 'healthenv.monitoraggi', 'healthenv.soglie'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER halo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
      'FOR EACH STATEMENT EXECUTE FUNCTION public.halo_notify_table_change()',
      watched
    );
  END LOOP;
END
$$;
