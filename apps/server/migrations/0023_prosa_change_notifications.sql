-- Pro.Sa.'s organisation of each authority and the public search of published projects, kept in memory by every
-- replica (docs/adr/0032-read-caches.md): their changes are notified like the platform's (migration 0021).
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'prosa.aziende', 'prosa.dipartimenti', 'prosa.distretti', 'prosa.strutture',
    'prosa.progetti', 'prosa.interventi', 'prosa.tematiche'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER halo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
      'FOR EACH STATEMENT EXECUTE FUNCTION public.halo_notify_table_change()',
      watched
    );
  END LOOP;
END
$$;
