/**
 * The wall clock of a time zone at an instant, from Intl (the SPA has no date library): its parts, and how far
 * ahead of UTC the zone is then.
 */

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hour (0–23), minute and second the zone's clocks show at the instant. */
export function partsIn(zone: string, instant: number): Record<string, number> {
  let formatter = partFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(zone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Minutes the zone is ahead of UTC at the instant (60 for Rome in winter, 120 in summer). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const p = partsIn(zone, instant);
  const wall = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    (p.hour ?? 0) % 24,
    p.minute,
    p.second,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}
