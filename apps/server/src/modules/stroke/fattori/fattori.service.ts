import { etaAl } from '@halo/contract/prosa/profiles';
import type { StrokeRole } from '@halo/contract/stroke';
import {
  type FattoriClinici,
  type FattoriCliniciSave,
  type FattoriPaziente,
  type FattoriRischio,
  type FattoriRischioSave,
  fattoriMessages as fm,
  MRS_GRADES,
  punteggiIctus,
  type StoricoVoce,
} from '@halo/contract/stroke/fattori';
import {
  ALGORITHM_VERSION,
  cha2ds2va,
  cha2ds2vasc,
  FRAMINGHAM,
  framingham,
  hasbled,
  type NihssInput,
  nihss,
  type Punteggi,
} from '@halo/contract/stroke/scores';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors.ts';
import { romeDate } from '../../../time.ts';
import { STROKE_SOURCE, type StrokeEvents } from '../stroke.events.ts';
import type { PazienteRow } from '../stroke.persone.repository.ts';
import type { StrokeScope, StrokeViewer } from '../stroke.scope.ts';
import { type ClinicalRow, createFattoriRepository, type RiskRow } from './fattori.repository.ts';

type Scalar = number | string | boolean | null;

/** One score computed from the factors: what a history entry records. */
interface Computed {
  punteggio: StoricoVoce['punteggio'];
  eventoId: number | null;
  valore: number;
  risultato: Record<string, Scalar>;
  input: Record<string, Scalar>;
}

const RISK_FLAGS = [
  'ipertensione',
  'ipertensioneNonControllata',
  'terapiaAntipertensiva',
  'diabete',
  'fibrillazioneAtriale',
  'fumo',
  'dislipidemia',
  'pregressoIctusTiaTromboembolia',
  'malattiaVascolare',
  'malattiaCardiovascolare',
  'scompensoCardiaco',
  'ipertrofiaVentricolareSinistra',
  'funzioneRenaleAlterata',
  'funzioneEpaticaAlterata',
  'sanguinamento',
  'inrLabile',
  'farmaci',
  'alcol',
] as const;
type RiskFlags = Record<(typeof RISK_FLAGS)[number], boolean>;

function flagsOf(row: RiskRow): RiskFlags {
  return Object.fromEntries(RISK_FLAGS.map((flag) => [flag, row.fattori[flag] === true])) as RiskFlags;
}

export function clinicalView(row: ClinicalRow): FattoriClinici {
  return {
    id: row.id,
    pazienteId: row.pazienteId,
    tipoIctus: row.tipoIctus as FattoriClinici['tipoIctus'],
    dataEvento: row.dataEvento,
    nihssIngresso: (row.nihssIngresso as NihssInput | null) ?? null,
    nihssDimissione: (row.nihssDimissione as NihssInput | null) ?? null,
    mrs: row.mrs,
    trombolisi: row.trombolisi,
    trombectomia: row.trombectomia,
    pressioneSistolica: row.pressioneSistolica,
    pressioneDiastolica: row.pressioneDiastolica,
    fibrillazioneAtriale: row.fibrillazioneAtriale,
    note: row.note,
    registratoIl: row.createdAt.toISOString(),
    aggiornatoIl: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function riskView(row: RiskRow): FattoriRischio {
  return {
    id: row.id,
    pazienteId: row.pazienteId,
    pressioneSistolica: row.pressioneSistolica,
    ...flagsOf(row),
    aggiornatoIl: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * The scores of a patient on a day, from their risk factors and stroke events (docs/adr/0024): a stroke, TIA or
 * embolism recorded as an event counts as "prior" for CHA2DS2-VASc as the risk flag does (a TIA not for
 * HAS-BLED's "stroke"); atrial fibrillation seen at an event counts for Framingham. What cannot be computed says
 * why.
 */
export function computeScores(
  patient: Pick<PazienteRow, 'dataNascita' | 'sesso'>,
  risk: RiskRow | null,
  events: ClinicalRow[],
  day: string,
): { computed: Computed[]; missing: FattoriPaziente['nonCalcolati'] } {
  const computed: Computed[] = [];
  const missing: FattoriPaziente['nonCalcolati'] = [];
  const eta = etaAl(patient.dataNascita, day);
  const sesso = patient.sesso as 'M' | 'F';
  for (const event of events) {
    for (const key of ['nihssIngresso', 'nihssDimissione'] as const) {
      const items = event[key];
      if (!items) continue;
      const result = nihss(items as Partial<NihssInput>);
      computed.push({
        punteggio: key,
        eventoId: event.id,
        valore: result.totale,
        risultato: result,
        input: items,
      });
    }
    if (event.mrs !== null) {
      computed.push({
        punteggio: 'mrs',
        eventoId: event.id,
        valore: event.mrs,
        risultato: { grado: event.mrs, descrizione: MRS_GRADES[event.mrs] ?? null },
        input: { mrs: event.mrs },
      });
    }
  }
  if (!risk) {
    for (const punteggio of ['cha2ds2vasc', 'cha2ds2va', 'hasbled', 'framingham'] as const) {
      missing.push({ punteggio, motivo: 'Fattori di rischio non ancora registrati.' });
    }
    return { computed, missing };
  }
  const flags = flagsOf(risk);
  const priorStroke = flags.pregressoIctusTiaTromboembolia || events.length > 0;
  const priorBleedStroke = flags.pregressoIctusTiaTromboembolia || events.some((e) => e.tipoIctus !== 'tia');
  const cha = {
    eta,
    scompensoCardiaco: flags.scompensoCardiaco,
    ipertensione: flags.ipertensione,
    diabete: flags.diabete,
    pregressoIctusTiaTromboembolia: priorStroke,
    malattiaVascolare: flags.malattiaVascolare,
  };
  const vasc = cha2ds2vasc({ sesso, ...cha });
  computed.push({
    punteggio: 'cha2ds2vasc',
    eventoId: null,
    valore: vasc.punteggio,
    risultato: vasc,
    input: { sesso, ...cha },
  });
  const va = cha2ds2va(cha);
  computed.push({ punteggio: 'cha2ds2va', eventoId: null, valore: va.punteggio, risultato: va, input: cha });
  const bled = {
    eta,
    ipertensioneNonControllata: flags.ipertensioneNonControllata,
    funzioneRenaleAlterata: flags.funzioneRenaleAlterata,
    funzioneEpaticaAlterata: flags.funzioneEpaticaAlterata,
    pregressoIctus: priorBleedStroke,
    sanguinamento: flags.sanguinamento,
    inrLabile: flags.inrLabile,
    farmaci: flags.farmaci,
    alcol: flags.alcol,
  };
  const bledResult = hasbled(bled);
  computed.push({
    punteggio: 'hasbled',
    eventoId: null,
    valore: bledResult.punteggio,
    risultato: bledResult,
    input: bled,
  });
  if (eta < FRAMINGHAM.minAge) {
    missing.push({
      punteggio: 'framingham',
      motivo: `Il profilo di Framingham vale dai ${FRAMINGHAM.minAge} anni.`,
    });
  } else if (risk.pressioneSistolica === null) {
    missing.push({ punteggio: 'framingham', motivo: 'Manca la pressione sistolica nei fattori di rischio.' });
  } else {
    const fram = {
      sesso,
      eta,
      pressioneSistolica: risk.pressioneSistolica,
      terapiaAntipertensiva: flags.terapiaAntipertensiva,
      diabete: flags.diabete,
      fumo: flags.fumo,
      malattiaCardiovascolare: flags.malattiaCardiovascolare,
      fibrillazioneAtriale: flags.fibrillazioneAtriale || events.some((e) => e.fibrillazioneAtriale),
      ipertrofiaVentricolareSinistra: flags.ipertrofiaVentricolareSinistra,
    };
    const result = framingham(fram);
    computed.push({
      punteggio: 'framingham',
      eventoId: null,
      valore: result.punti,
      risultato: result,
      input: fram,
    });
  }
  return { computed, missing };
}

/** Objects equal whatever the order of their keys (jsonb keeps its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * Clinical and risk factors and the append-only score histories (SPEC.md §7; docs/adr/0024). Each save is a
 * revision of its record (dated, with its author) and records every score whose inputs or result changed.
 */
export function createFattoriService(deps: {
  db: Db;
  scope: StrokeScope;
  clock?: () => Date;
  /** The outbox: each score recorded is told to the subscriptions, in the save's transaction (docs/adr/0047). */
  events?: Pick<StrokeEvents, 'emit'>;
}) {
  const { db, scope } = deps;
  const repo = createFattoriRepository(db);
  const now = deps.clock ?? (() => new Date());

  function authorName(who: StrokeViewer): string {
    if (who.medico) return `${who.medico.nome} ${who.medico.cognome}`;
    return who.ctx.actor?.username ?? 'sistema';
  }

  /** The revision of the saved record and the scores that changed, in the save's transaction. */
  async function record(
    who: StrokeViewer,
    patient: PazienteRow,
    source: {
      tipo: 'fattoriClinici' | 'fattoriRischio';
      id: number;
      version: number;
      dati: Record<string, unknown>;
    },
    tx: Db,
  ) {
    const at = now();
    const autoreNome = authorName(who);
    await repo.insertRevision(
      {
        pazienteId: patient.id,
        tipo: source.tipo,
        recordId: source.id,
        version: source.version,
        dati: source.dati,
        autore: who.subject,
        autoreNome,
        at,
      },
      tx,
    );
    const { events, risk } = await repo.factorsOf(patient.id, tx);
    const { computed } = computeScores(patient, risk, events, romeDate(at));
    for (const score of computed) {
      const last = await repo.lastScore(patient.id, score.punteggio, score.eventoId, tx);
      if (
        last &&
        last.valore === score.valore &&
        last.algoritmo === ALGORITHM_VERSION &&
        sameJson(last.input, score.input) &&
        sameJson(last.risultato, score.risultato)
      )
        continue;
      const id = await repo.insertScore(
        {
          pazienteId: patient.id,
          punteggio: score.punteggio,
          eventoId: score.eventoId,
          valore: score.valore,
          risultato: score.risultato,
          input: score.input,
          algoritmo: ALGORITHM_VERSION,
          fonteTipo: source.tipo,
          fonteId: source.id,
          fonteVersion: source.version,
          autoreNome,
          at,
        },
        tx,
      );
      // The score's value is clinical: only a subscription granted personal data receives it.
      await deps.events?.emit(
        tx,
        {
          type: 'it.halo.stroke.score.recorded',
          source: STROKE_SOURCE,
          subject: `pazienti/${patient.id}`,
          data: {
            voce: id,
            paziente: patient.id,
            punteggio: score.punteggio,
            evento: score.eventoId,
            algoritmo: ALGORITHM_VERSION,
            fonte: { tipo: source.tipo, id: source.id, version: source.version },
          },
          personal: { valore: score.valore },
        },
        at,
      );
    }
  }

  async function writer(
    who: StrokeViewer,
    pazienteId: number,
  ): Promise<{ patient: PazienteRow; as: StrokeRole }> {
    return scope.patient(who, pazienteId, 'fattori', { roles: ['medico', 'admin'], audit: false });
  }

  /**
   * A record of a patient's factors saved in one transaction: with an id, the patient's record at the version read
   * (404 when it is another patient's), else a new one; then its revision and the scores it feeds (`record`), and
   * the change in the patient's access log.
   */
  async function save<Row extends { id: number; version: number; pazienteId: number }, View>(
    who: StrokeViewer,
    input: { pazienteId: number; id?: number; version?: number },
    kind: {
      tipo: 'fattoriClinici' | 'fattoriRischio';
      what: string;
      notFound: string;
      /** What the input must be besides (400 otherwise), once the writer may write the patient's factors. */
      check?(): void;
      find(id: number, tx: Db): Promise<Row | undefined>;
      update(key: { id: number; version: number }, tx: Db): Promise<void>;
      insert(pazienteId: number, tx: Db): Promise<Row>;
      view(row: Row): View;
    },
  ): Promise<{ created: boolean; body: View }> {
    const { patient, as } = await writer(who, input.pazienteId);
    kind.check?.();
    const row = await inTransaction(db, async (tx) => {
      let saved: Row;
      if (input.id !== undefined) {
        const current = await kind.find(input.id, tx);
        if (!current || current.pazienteId !== patient.id) throw new NotFoundError(kind.notFound);
        await kind.update({ id: input.id, version: input.version ?? 0 }, tx);
        saved = required(await kind.find(input.id, tx), `stroke.${kind.tipo}`);
      } else {
        saved = await kind.insert(patient.id, tx);
      }
      const dati = kind.view(saved) as Record<string, unknown>;
      await record(who, patient, { tipo: kind.tipo, id: saved.id, version: saved.version, dati }, tx);
      await scope.recordChange(who, patient.id, as, kind.what, tx, input.id ? 'update' : 'create');
      return saved;
    });
    return { created: input.id === undefined, body: kind.view(row) };
  }

  async function history(who: StrokeViewer, id: number, ictus: boolean): Promise<StoricoVoce[]> {
    const { patient } = await scope.patient(who, id, 'punteggi');
    const rows = await repo.scores(patient.id, [...punteggiIctus], ictus);
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      punteggio: row.punteggio as StoricoVoce['punteggio'],
      valore: row.valore,
      risultato: row.risultato as Record<string, Scalar>,
      input: row.input as Record<string, Scalar>,
      algoritmo: row.algoritmo,
      fonte: {
        tipo: row.fonteTipo as 'fattoriClinici' | 'fattoriRischio',
        id: row.fonteId,
        version: row.fonteVersion,
      },
      autore: row.autoreNome,
    }));
  }

  return {
    /** GET /api/stroke/paziente/{id}/fattori: the factors and the scores as of today. */
    async fattori(who: StrokeViewer, id: number): Promise<FattoriPaziente> {
      const { patient } = await scope.patient(who, id, 'fattori');
      const { events, risk } = await repo.factorsOf(patient.id);
      const { computed, missing } = computeScores(patient, risk, events, romeDate(now()));
      const latest = events[0];
      const find = (punteggio: string, eventoId: number | null = null) =>
        computed.find((c) => c.punteggio === punteggio && c.eventoId === eventoId)?.risultato;
      const nihssOfLatest = latest
        ? (find('nihssDimissione', latest.id) ?? find('nihssIngresso', latest.id))
        : undefined;
      return {
        clinici: events.map(clinicalView),
        rischio: risk ? riskView(risk) : null,
        punteggi: {
          ...(find('cha2ds2vasc') && { cha2ds2vasc: find('cha2ds2vasc') as Punteggi['cha2ds2vasc'] }),
          ...(find('cha2ds2va') && { cha2ds2va: find('cha2ds2va') as Punteggi['cha2ds2va'] }),
          ...(find('hasbled') && { hasbled: find('hasbled') as Punteggi['hasbled'] }),
          ...(nihssOfLatest && { nihss: nihssOfLatest as Punteggi['nihss'] }),
          ...(find('framingham') && { framingham: find('framingham') as Punteggi['framingham'] }),
        },
        mrs: latest?.mrs ?? null,
        nonCalcolati: missing,
      };
    },

    /** POST or PUT …/fattoriclinici: with id the event's record is updated (its version), else one is created. */
    async salvaClinici(
      who: StrokeViewer,
      input: FattoriCliniciSave,
    ): Promise<{ created: boolean; body: FattoriClinici }> {
      const values = {
        tipoIctus: input.tipoIctus,
        dataEvento: input.dataEvento,
        nihssIngresso: input.nihssIngresso,
        nihssDimissione: input.nihssDimissione,
        mrs: input.mrs,
        trombolisi: input.trombolisi,
        trombectomia: input.trombectomia,
        pressioneSistolica: input.pressioneSistolica,
        pressioneDiastolica: input.pressioneDiastolica,
        fibrillazioneAtriale: input.fibrillazioneAtriale,
        note: input.note,
      };
      return save(who, input, {
        tipo: 'fattoriClinici',
        what: 'fattori clinici',
        notFound: fm.clinicalNotFound,
        check() {
          if (input.dataEvento > romeDate(now()))
            throw new ValidationError([{ path: 'body.dataEvento', message: fm.futureDate }], fm.futureDate);
        },
        find: repo.findClinical,
        update: (key, tx) => repo.updateClinical(key, { ...values, updatedAt: now() }, tx),
        insert: (pazienteId, tx) => repo.insertClinical({ pazienteId, ...values }, tx),
        view: clinicalView,
      });
    },

    /** POST or PUT …/fattoririschio: one record per patient; creating a second is 409. */
    async salvaRischio(
      who: StrokeViewer,
      input: FattoriRischioSave,
    ): Promise<{ created: boolean; body: FattoriRischio }> {
      const fattori = Object.fromEntries(RISK_FLAGS.map((flag) => [flag, input[flag]])) as RiskFlags;
      const values = { fattori, pressioneSistolica: input.pressioneSistolica };
      return save(who, input, {
        tipo: 'fattoriRischio',
        what: 'fattori di rischio',
        notFound: fm.riskNotFound,
        find: repo.findRisk,
        update: (key, tx) => repo.updateRisk(key, { ...values, updatedAt: now() }, tx),
        async insert(pazienteId, tx) {
          const inserted = await repo.insertRisk({ pazienteId, ...values }, tx);
          if (!inserted) throw new ConflictError(fm.riskExists);
          return inserted;
        },
        view: riskView,
      });
    },

    /** GET /v1/ms/stroke/user?id: NIHSS and mRS over time. */
    storicoIctus: (who: StrokeViewer, id: number) => history(who, id, true),
    /** GET /v1/ms/prediction/user?id: CHA2DS2-VASc, CHA2DS2-VA, HAS-BLED and Framingham over time. */
    storicoPredizione: (who: StrokeViewer, id: number) => history(who, id, false),
  };
}

export type FattoriService = ReturnType<typeof createFattoriService>;
