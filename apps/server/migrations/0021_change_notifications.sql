-- Change notifications for the caches of every replica (docs/adr/0032-read-caches.md): a write to a table whose
-- reads are kept in memory notifies channel `halo_changes` with the table's name (`schema.table`), delivered at
-- commit to every session listening, each server process's included. Revocations name the user too
-- (`authz.revocations:<user id>`), so that a logout drops one cached entry, not all of them.
CREATE OR REPLACE FUNCTION public.halo_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('halo_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.halo_notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'halo_changes',
    TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'platform.applications', 'platform.routes', 'platform.sub_routes', 'platform.route_roles',
    'platform.services', 'platform.application_services', 'platform.configurations', 'platform.settings',
    'platform.catalogue_items', 'platform.application_authorities',
    'authz.sections', 'authz.group_permissions',
    'menu.menus', 'menu.items',
    'regional.nazioni', 'regional.regioni', 'regional.regioni_codici_ministeriali', 'regional.province',
    'regional.comuni', 'regional.quartieri', 'regional.asl', 'regional.distretti', 'regional.distretti_comuni',
    'regional.dipartimenti', 'regional.presidi_ospedalieri', 'regional.unita_operative',
    'structures.tipologie', 'structures.strutture'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER halo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
      'FOR EACH STATEMENT EXECUTE FUNCTION public.halo_notify_table_change()',
      watched
    );
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER halo_notify_change AFTER INSERT OR UPDATE OR DELETE ON authz.revocations
  FOR EACH ROW EXECUTE FUNCTION public.halo_notify_row_change();
--> statement-breakpoint
CREATE TRIGGER halo_notify_truncate AFTER TRUNCATE ON authz.revocations
  FOR EACH STATEMENT EXECUTE FUNCTION public.halo_notify_table_change();
