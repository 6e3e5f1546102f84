-- Calendars (their configuration: hours, seats, rules), read at every look at a calendar and kept in memory by every
-- replica (docs/adr/0032-read-caches.md): their changes are notified like the platform's (0021). Bookings and seat
-- counts are not kept: they are read at every request.
CREATE TRIGGER halo_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calendar.calendars
  FOR EACH STATEMENT EXECUTE FUNCTION public.halo_notify_table_change();
