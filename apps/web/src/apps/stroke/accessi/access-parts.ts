import type { TFunction } from 'i18next';

const PARTS = [
  'scheda',
  'fattori',
  'punteggi',
  'caregiver',
  'misurazioni',
  'dispositivi',
  'export',
  'fhir',
] as const;

/**
 * The parts of a patient's data an access names ("scheda, fattori": one read row lists the parts read within its
 * minute, docs/adr/0029), in the reader's language; a part the screens do not know as the server wrote it.
 */
export function accessParts(t: TFunction<'stroke'>, cosa: string): string {
  return cosa
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const known = PARTS.find((p) => p === part);
      return known ? t(`patient.accesses.parti.${known}`) : part;
    })
    .join(', ');
}
