/** `prosa-progetti-2026-11-26.csv`: what, and the day (in Italy) it was taken. */
export function csvFileName(section: string, today: string): string {
  return `prosa-${section}-${today}.csv`;
}
