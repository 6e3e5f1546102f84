import { NEW_ID } from '@halo/contract/calendar';
import {
  type Calendario,
  type CalendarioCreate,
  type CalendarioUpdate,
  type Configurazione,
  defaultConfiguration,
} from '@halo/contract/calendar/calendari';
import { toNumber } from '../../../lib/ui/form-values.ts';
import { calendarUpdateOf } from '../calendar.api.ts';

/**
 * The calendar form's values and their way to and from the contract's bodies. Inputs hold strings; the names follow
 * the body (`configurazione.orari.0.alle`), so each field error of the schema or of the server's 400
 * (`body.configurazione.orari.0.alle`) lands under its own input. Lists are sent in the order the form shows them,
 * never filtered, for the same reason.
 */

export interface RangeValues {
  giorno: number;
  dalle: string;
  alle: string;
}

export interface EventValues {
  codice: string;
  titolo: string;
  inizio: string;
  fine: string;
  posti: string;
}

export interface ClosureValues {
  dal: string;
  al: string;
  motivo: string;
}

export interface CalendarFormValues {
  nome: string;
  descrizione: string;
  tipo: string;
  titolare: { tipo: string; codice: string };
  tipoAccesso: string;
  /** Group paths, one per line or separated by commas. */
  gruppi: string;
  gruppiOperatori: string;
  fusoOrario: string;
  attivo: boolean;
  configurazione: {
    tipo: 'slot' | 'evento';
    /** Both kinds' own fields are kept while the form is open: switching back loses nothing. */
    orari: RangeValues[];
    durataMinuti: string;
    posti: string;
    eventi: EventValues[];
    orizzonteGiorni: string;
    preavvisoMinuti: string;
    termineAnnullamentoMinuti: string;
    promemoriaOre: string;
    offertaMinuti: string;
    festivitaChiuse: boolean;
    chiusure: ClosureValues[];
  };
}

const text = (n: number) => String(n);

export function configurationValues(conf: Configurazione): CalendarFormValues['configurazione'] {
  const slot = conf.tipo === 'slot' ? conf : defaultConfiguration;
  return {
    tipo: conf.tipo,
    orari: conf.tipo === 'slot' ? conf.orari.map((r) => ({ ...r })) : [],
    durataMinuti: text(slot.durataMinuti),
    posti: text(slot.posti),
    eventi: conf.tipo === 'evento' ? conf.eventi.map((e) => ({ ...e, posti: text(e.posti) })) : [],
    orizzonteGiorni: text(conf.orizzonteGiorni),
    preavvisoMinuti: text(conf.preavvisoMinuti),
    termineAnnullamentoMinuti: text(conf.termineAnnullamentoMinuti),
    promemoriaOre: text(conf.promemoriaOre),
    offertaMinuti: text(conf.offertaMinuti),
    festivitaChiuse: conf.festivitaChiuse,
    chiusure: conf.chiusure.map((c) => ({ ...c })),
  };
}

/** The form of a calendar, or of a new one from the service's defaults (`GET calendar/conf`). */
export function calendarFormValues(
  calendario: Calendario | null,
  defaults: { predefinita: Configurazione; fusoOrario: string },
): CalendarFormValues {
  if (!calendario) {
    return {
      nome: '',
      descrizione: '',
      tipo: '',
      titolare: { tipo: '', codice: '' },
      tipoAccesso: 'pubblico',
      gruppi: '',
      gruppiOperatori: '',
      fusoOrario: defaults.fusoOrario,
      attivo: true,
      configurazione: configurationValues(defaults.predefinita),
    };
  }
  return {
    nome: calendario.nome,
    descrizione: calendario.descrizione,
    tipo: calendario.tipo,
    titolare: { tipo: calendario.titolare.tipo, codice: calendario.titolare.codice },
    tipoAccesso: calendario.tipoAccesso,
    gruppi: calendario.gruppi.join('\n'),
    gruppiOperatori: calendario.gruppiOperatori.join('\n'),
    fusoOrario: calendario.fusoOrario,
    attivo: calendario.attivo,
    configurazione: configurationValues(calendario.configurazione),
  };
}

/** `/a, /b\n/c` → `['/a', '/b', '/c']`. */
export function groupList(value: string): string[] {
  return value
    .split(/[\n,]+/)
    .map((group) => group.trim())
    .filter(Boolean);
}

function configurationBody(values: CalendarFormValues['configurazione']) {
  const common = {
    orizzonteGiorni: toNumber(values.orizzonteGiorni),
    preavvisoMinuti: toNumber(values.preavvisoMinuti),
    termineAnnullamentoMinuti: toNumber(values.termineAnnullamentoMinuti),
    promemoriaOre: toNumber(values.promemoriaOre),
    offertaMinuti: toNumber(values.offertaMinuti),
    festivitaChiuse: values.festivitaChiuse,
    chiusure: values.chiusure.map((c) => ({ dal: c.dal, al: c.al, motivo: c.motivo })),
  };
  if (values.tipo === 'evento') {
    return {
      tipo: 'evento' as const,
      eventi: values.eventi.map((e) => ({
        codice: e.codice,
        titolo: e.titolo,
        inizio: e.inizio,
        fine: e.fine,
        posti: toNumber(e.posti),
      })),
      ...common,
    };
  }
  return {
    tipo: 'slot' as const,
    orari: values.orari.map((r) => ({ giorno: r.giorno, dalle: r.dalle, alle: r.alle })),
    durataMinuti: toNumber(values.durataMinuti),
    posti: toNumber(values.posti),
    ...common,
  };
}

/**
 * The body of the call: a new calendar (id '-1', SPEC.md §5), or the calendar as it was read (its id and version,
 * `calendarUpdateOf`) with the form's edits.
 */
export function calendarBody(
  values: CalendarFormValues,
  record: Calendario | null,
): CalendarioCreate | CalendarioUpdate {
  const fields = {
    nome: values.nome,
    descrizione: values.descrizione,
    tipo: values.tipo,
    titolare: { tipo: values.titolare.tipo, codice: values.titolare.codice },
    tipoAccesso: values.tipoAccesso,
    gruppi: groupList(values.gruppi),
    gruppiOperatori: groupList(values.gruppiOperatori),
    configurazione: configurationBody(values.configurazione),
    fusoOrario: values.fusoOrario,
    attivo: values.attivo,
  };
  // The schema checks the strings and numbers: what the inputs hold goes to it as it is.
  return (record ? { ...calendarUpdateOf(record), ...fields } : { id: NEW_ID, ...fields }) as
    | CalendarioCreate
    | CalendarioUpdate;
}
