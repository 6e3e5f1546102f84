-- Stroke care's doctors, patients, caregivers, invitations and open alerts are kept in memory by every replica
-- (docs/adr/0032-read-caches.md): who a caller is to the service (its rows), and the pages of a doctor's patients.
-- Their changes are notified like the platform's (0021). Consents are not kept: they are read at every call.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['stroke.medici', 'stroke.pazienti', 'stroke.caregivers', 'stroke.inviti', 'stroke.allerte']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER halo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
      'FOR EACH STATEMENT EXECUTE FUNCTION public.halo_notify_table_change()',
      watched
    );
  END LOOP;
END
$$;
