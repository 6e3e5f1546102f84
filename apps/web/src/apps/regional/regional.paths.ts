import type {
  Asl,
  Comune,
  Dipartimento,
  Distretto,
  PresidioOspedaliero,
  Provincia,
  Regione,
} from '@halo/contract';
import { i18n } from '../../i18n/i18n.ts';
import type { Crumb } from '../../lib/ui/breadcrumbs.tsx';

/**
 * Where each level of the two hierarchies lives. The server's routes are the screens (platform catalogue);
 * the level inside a screen is in its query string, so every level has an address to share or go back to.
 */
export const regionalPaths = {
  home: '/regionale',
  territorio: '/regionale/regioni',
  sanita: '/regionale/asl',
  comuni: '/regionale/comuni',
} as const;

function href(base: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** Regione → Provincia → Comune (→ its quartieri). */
export interface TerritorialSelection {
  regione?: string | null;
  provincia?: string | null;
  comune?: number | null;
}

export function territorialHref(selection: TerritorialSelection): string {
  return href(regionalPaths.territorio, {
    regione: selection.regione,
    provincia: selection.regione ? selection.provincia : null,
    comune: selection.regione && selection.provincia ? selection.comune : null,
  });
}

/** Regione → ASL → Distretto → Dipartimento, and ASL (→ Distretto) → Presidio ospedaliero. */
export interface HealthSelection {
  regione?: string | null;
  asl?: string | null;
  distretto?: number | null;
  dipartimento?: number | null;
  presidio?: number | null;
}

export function healthHref(selection: HealthSelection): string {
  const inAsl = Boolean(selection.regione && selection.asl);
  return href(regionalPaths.sanita, {
    regione: selection.regione,
    asl: selection.regione ? selection.asl : null,
    distretto: inAsl ? selection.distretto : null,
    dipartimento: inAsl && selection.distretto ? selection.dipartimento : null,
    presidio: inAsl && !(selection.distretto && selection.dipartimento) ? selection.presidio : null,
  });
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export function readTerritorialSelection(params: URLSearchParams): Required<TerritorialSelection> {
  const regione = params.get('regione');
  const provincia = regione ? params.get('provincia') : null;
  return {
    regione,
    provincia,
    comune: provincia ? positiveInt(params.get('comune')) : null,
  };
}

export function readHealthSelection(params: URLSearchParams): Required<HealthSelection> {
  const regione = params.get('regione');
  const asl = regione ? params.get('asl') : null;
  const distretto = asl ? positiveInt(params.get('distretto')) : null;
  const dipartimento = distretto ? positiveInt(params.get('dipartimento')) : null;
  // One leaf at a time: a department, or a hospital site (of the ASL, or of one of its districts).
  return {
    regione,
    asl,
    distretto,
    dipartimento,
    presidio: asl && !dipartimento ? positiveInt(params.get('presidio')) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Breadcrumb trails

/** The last crumb is the current page: it has no link. */
function close(trail: { label: string; to: string }[]): Crumb[] {
  return trail.map((crumb, index) => (index === trail.length - 1 ? { label: crumb.label } : crumb));
}

/** A level not read yet shows its code, so the trail never jumps from empty to full. */
export function regioneLabel(code: string, regione?: Regione | null): string {
  return regione?.denominazioneRegione ?? i18n.t('regional:levels.regione', { code });
}

export function territorialTrail(
  selection: TerritorialSelection,
  records: { regione?: Regione | null; provincia?: Provincia | null; comune?: Comune | null } = {},
): Crumb[] {
  const trail: { label: string; to: string }[] = [
    { label: i18n.t('regional:levels.italia'), to: territorialHref({}) },
  ];
  if (selection.regione) {
    trail.push({
      label: regioneLabel(selection.regione, records.regione),
      to: territorialHref({ regione: selection.regione }),
    });
    if (selection.provincia) {
      trail.push({
        label: records.provincia
          ? i18n.t('regional:levels.provincia', { name: records.provincia.denominazione })
          : selection.provincia,
        to: territorialHref({ regione: selection.regione, provincia: selection.provincia }),
      });
      if (selection.comune) {
        trail.push({
          label: records.comune?.denominazione ?? i18n.t('regional:levels.comune', { id: selection.comune }),
          to: territorialHref(selection),
        });
      }
    }
  }
  return close(trail);
}

export function aslLabel(code: string, asl?: Asl | null): string {
  return i18n.t('regional:levels.asl', { name: asl ? asl.denominazioneAzienda : code });
}

export function healthTrail(
  selection: HealthSelection,
  records: {
    regione?: Regione | null;
    asl?: Asl | null;
    distretto?: Distretto | null;
    dipartimento?: Dipartimento | null;
    presidio?: PresidioOspedaliero | null;
  } = {},
): Crumb[] {
  const trail: { label: string; to: string }[] = [
    { label: i18n.t('regional:levels.italia'), to: healthHref({}) },
  ];
  const { regione, asl, distretto, dipartimento, presidio } = selection;
  if (regione) {
    trail.push({ label: regioneLabel(regione, records.regione), to: healthHref({ regione }) });
    if (asl) {
      trail.push({ label: aslLabel(asl, records.asl), to: healthHref({ regione, asl }) });
      if (distretto) {
        trail.push({
          label:
            records.distretto?.distrettoSanitario ?? i18n.t('regional:levels.distretto', { id: distretto }),
          to: healthHref({ regione, asl, distretto }),
        });
        if (dipartimento) {
          trail.push({
            label:
              records.dipartimento?.denominazione ??
              i18n.t('regional:levels.dipartimento', { id: dipartimento }),
            to: healthHref({ regione, asl, distretto, dipartimento }),
          });
        }
      }
      if (presidio && !dipartimento) {
        trail.push({
          label: records.presidio?.denominazione ?? i18n.t('regional:levels.presidio', { id: presidio }),
          to: healthHref({ regione, asl, distretto, presidio }),
        });
      }
    }
  }
  return close(trail);
}
