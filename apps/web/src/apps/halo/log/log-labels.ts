import type { TFunction } from 'i18next';
import itAdmin from '../locales/it/admin.ts';

export type LogCodeGroup = 'actions' | 'entities';

/** The codes the platform's modules write in the log (the filters suggest them; any value may be typed). */
export const knownLogCodes: Record<LogCodeGroup, string[]> = {
  actions: Object.keys(itAdmin.log.actions),
  entities: Object.keys(itAdmin.log.entities),
};

/**
 * A stored code ('perm-add', 'stroke.paziente') in the reader's language; an unknown one as stored. Looked up in
 * the group's table rather than by a key path: entity codes hold dots, which i18next reads as nesting.
 */
export function logLabel(t: TFunction<'admin'>, group: LogCodeGroup, code: string): string {
  const labels = t(`log.${group}`, { returnObjects: true }) as Record<string, string>;
  return Object.hasOwn(labels, code) ? (labels[code] ?? code) : code;
}
