-- A calendar window's seats taken, waiting lists and each person's own places are kept in memory by every replica
-- (docs/adr/0032-read-caches.md), per calendar: a booking notifies its calendar (`calendar.bookings:<calendar id>`,
-- `calendar.slot_load:<calendar id>`), so that it drops that calendar's windows, not every calendar's.
-- A notification repeated in one transaction is delivered once, so a statement changing many rows of one calendar
-- notifies it once.
CREATE OR REPLACE FUNCTION public.halo_notify_row_change_by() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'halo_changes',
    TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':'
      || (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER halo_notify_change AFTER INSERT OR UPDATE OR DELETE ON calendar.bookings
  FOR EACH ROW EXECUTE FUNCTION public.halo_notify_row_change_by('calendar_id');
--> statement-breakpoint
CREATE TRIGGER halo_notify_truncate AFTER TRUNCATE ON calendar.bookings
  FOR EACH STATEMENT EXECUTE FUNCTION public.halo_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER halo_notify_change AFTER INSERT OR UPDATE OR DELETE ON calendar.slot_load
  FOR EACH ROW EXECUTE FUNCTION public.halo_notify_row_change_by('calendar_id');
--> statement-breakpoint
CREATE TRIGGER halo_notify_truncate AFTER TRUNCATE ON calendar.slot_load
  FOR EACH STATEMENT EXECUTE FUNCTION public.halo_notify_table_change();
