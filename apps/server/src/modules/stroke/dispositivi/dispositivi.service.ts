import { createHash, randomBytes } from 'node:crypto';
import {
  type Allerta,
  type CodiceMisura,
  type Dispositivo,
  type DispositivoCreate,
  dispositiviMessages as dm,
  MISURE,
  type Misurazione,
  type MisurazioneIn,
  SOGLIE_PREDEFINITE,
  type Soglie,
  type SoglieSave,
  type TipoAllerta,
} from '@halo/contract/stroke/dispositivi';
import type { Db } from '../../../db/database.ts';
import { pgErrorOf } from '../../../db/pg-errors.ts';
import { required } from '../../../db/rows.ts';
import { inTransaction } from '../../../db/transaction.ts';
import {
  ConflictError,
  NotFoundError,
  StaleVersionError,
  UnauthenticatedError,
  ValidationError,
} from '../../../errors.ts';
import { escapeHtml } from '../../../idp/login-page.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mail.service.ts';
import type { StrokeScope, StrokeViewer } from '../stroke.scope.ts';
import {
  type AlertRow,
  type AlertsFilter,
  createDispositiviRepository,
  type DeviceRow,
  type MeasurementRow,
} from './dispositivi.repository.ts';

type Thresholds = Omit<Soglie, 'pazienteId' | 'version'>;

/** The job that mails the doctor when an alert episode opens: `{ allerta }`. */
export const ALERT_NOTICE_JOB = 'stroke.allerta-notifica';

/** How far ahead of the server's clock a device's instant may be (clock drift), in milliseconds. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** A device token as the table keeps it. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const ALERT_LABELS: Record<TipoAllerta, string> = {
  sistolicaAlta: 'pressione sistolica sopra la soglia',
  diastolicaAlta: 'pressione diastolica sopra la soglia',
  frequenzaAlta: 'frequenza cardiaca sopra la soglia',
  frequenzaBassa: 'frequenza cardiaca sotto la soglia',
  spo2Bassa: 'saturazione di ossigeno sotto la soglia',
  temperaturaAlta: 'temperatura corporea sopra la soglia',
  ritmoIrregolare: 'ritmo cardiaco irregolare (possibile fibrillazione atriale)',
};

/**
 * What one measurement says of each alert it concerns: `true` beyond the threshold (with the value and the
 * threshold), `false` within it (it closes an episode), absent when the threshold is off.
 */
export function judge(
  row: Pick<MeasurementRow, 'codice' | 'valore' | 'sistolica' | 'diastolica' | 'classificazione'>,
  t: Thresholds,
): {
  tipo: TipoAllerta;
  beyond: boolean;
  valore: number | null;
  soglia: number | null;
  worse: 'up' | 'down';
}[] {
  const out: ReturnType<typeof judge> = [];
  const above = (tipo: TipoAllerta, value: number | null, limit: number | null) => {
    if (value !== null && limit !== null)
      out.push({ tipo, beyond: value > limit, valore: value, soglia: limit, worse: 'up' });
  };
  const below = (tipo: TipoAllerta, value: number | null, limit: number | null) => {
    if (value !== null && limit !== null)
      out.push({ tipo, beyond: value < limit, valore: value, soglia: limit, worse: 'down' });
  };
  switch (row.codice) {
    case '85354-9':
      above('sistolicaAlta', row.sistolica, t.sistolicaMax);
      above('diastolicaAlta', row.diastolica, t.diastolicaMax);
      break;
    case '8867-4':
      above('frequenzaAlta', row.valore, t.frequenzaMax);
      below('frequenzaBassa', row.valore, t.frequenzaMin);
      break;
    case '59408-5':
      below('spo2Bassa', row.valore, t.spo2Min);
      break;
    case '8310-5':
      above('temperaturaAlta', row.valore, t.temperaturaMax);
      break;
    case 'ritmo':
      if (t.ritmoIrregolare && row.classificazione !== 'inconclusive') {
        out.push({
          tipo: 'ritmoIrregolare',
          beyond: row.classificazione === 'atrialFibrillation',
          valore: null,
          soglia: null,
          worse: 'up',
        });
      }
      break;
  }
  return out;
}

/** A measurement as the contract gives it (and the FHIR Observations are built from). */
export function measurementView(row: MeasurementRow): Misurazione {
  return {
    id: row.id,
    dispositivoId: row.dispositivoId,
    codice: row.codice as CodiceMisura,
    inizio: row.inizio.toISOString(),
    fine: row.fine?.toISOString() ?? null,
    valore: row.valore,
    sistolica: row.sistolica,
    diastolica: row.diastolica,
    classificazione: row.classificazione as Misurazione['classificazione'],
    unita: MISURE[row.codice as CodiceMisura]?.unita ?? '',
  };
}

export interface DispositiviDeps {
  db: Db;
  scope: StrokeScope;
  /** For the alert mails (the job's instance); the demo seed, which only records, has none. */
  mailer?: Mailer;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  clock?: () => Date;
}

/** Devices, measurements, thresholds and alert episodes of stroke patients (docs/adr/0025). */
export function createDispositiviService(deps: DispositiviDeps) {
  const { db, scope } = deps;
  const repo = createDispositiviRepository(db);
  const now = deps.clock ?? (() => new Date());

  async function deviceView(row: DeviceRow): Promise<Dispositivo> {
    const stats = await repo.deviceStats(row.id);
    return {
      id: row.id,
      pazienteId: row.pazienteId,
      tipo: row.tipo as Dispositivo['tipo'],
      modello: row.modello,
      seriale: row.seriale,
      tokenAttivo: row.tokenHash !== null,
      ultimaMisura: stats?.last ? new Date(stats.last).toISOString() : null,
      misurazioni: stats?.n ?? 0,
      registratoIl: row.createdAt.toISOString(),
    };
  }

  async function alertView(row: AlertRow): Promise<Allerta> {
    const patient = await repo.patientName(row.pazienteId);
    return {
      id: row.id,
      paziente: required(patient, `stroke.paziente ${row.pazienteId}`),
      tipo: row.tipo as TipoAllerta,
      soglia: row.soglia,
      valore: row.valore,
      iniziata: row.iniziata.toISOString(),
      ultima: row.ultima.toISOString(),
      chiusa: row.chiusa?.toISOString() ?? null,
      vista: row.vista?.toISOString() ?? null,
    };
  }

  async function thresholdsOf(pazienteId: number, tx: Db = db): Promise<Soglie> {
    const row = await repo.thresholds(pazienteId, tx);
    const values = { ...SOGLIE_PREDEFINITE, ...(row?.valori ?? {}) } as Thresholds;
    return { pazienteId, ...values, version: row?.version ?? 0 };
  }

  async function device(who: StrokeViewer, pazienteId: number, id: number) {
    const { patient, as } = await scope.patient(who, pazienteId, 'dispositivi', {
      roles: ['paziente', 'medico', 'admin'],
      audit: false,
    });
    const row = await repo.findDevice(id, patient.id);
    if (!row) throw new NotFoundError(dm.deviceNotFound);
    return { row, patient, as };
  }

  async function newToken(who: StrokeViewer, pazienteId: number, id: number, revoke: boolean) {
    const { row, patient, as } = await device(who, pazienteId, id);
    const token = revoke ? null : randomBytes(32).toString('base64url');
    const updated = await inTransaction(db, async (tx) => {
      const saved = await repo.setToken(row.id, token ? hashToken(token) : null, tx);
      await scope.recordChange(who, patient.id, as, 'dispositivi', tx, revoke ? 'revoke-token' : 'new-token');
      return saved;
    });
    return { dispositivo: await deviceView(updated), token };
  }

  /** Opens, keeps or closes the episodes the new measurements concern, in time order; answers the opened ones. */
  async function evaluate(tx: Db, pazienteId: number, rows: MeasurementRow[]): Promise<AlertRow[]> {
    if (rows.length === 0) return [];
    const t = await thresholdsOf(pazienteId, tx);
    const open = new Map<string, AlertRow>();
    for (const row of await repo.openAlerts(pazienteId, tx)) {
      open.set(row.tipo, row);
    }
    const opened: AlertRow[] = [];
    for (const row of [...rows].sort((a, b) => a.inizio.getTime() - b.inizio.getTime())) {
      for (const verdict of judge(row, t)) {
        const episode = open.get(verdict.tipo);
        if (verdict.beyond && !episode) {
          const alert = await repo.insertAlert(
            {
              pazienteId,
              tipo: verdict.tipo,
              soglia: verdict.soglia,
              valore: verdict.valore,
              iniziata: row.inizio,
              ultima: row.inizio,
            },
            tx,
          );
          open.set(verdict.tipo, alert);
          opened.push(alert);
        } else if (verdict.beyond && episode) {
          const worse =
            verdict.valore !== null &&
            (episode.valore === null ||
              (verdict.worse === 'up' ? verdict.valore > episode.valore : verdict.valore < episode.valore));
          const kept = await repo.updateAlert(
            episode.id,
            {
              ultima: row.inizio > episode.ultima ? row.inizio : episode.ultima,
              valore: worse ? verdict.valore : episode.valore,
            },
            tx,
          );
          open.set(verdict.tipo, kept);
        } else if (!verdict.beyond && episode && row.inizio >= episode.ultima) {
          await repo.closeAlert(episode.id, row.inizio, tx);
          open.delete(verdict.tipo);
        }
      }
    }
    return opened;
  }

  async function alertsOf(filter: AlertsFilter): Promise<Allerta[]> {
    const rows = await repo.alerts(filter);
    return Promise.all(rows.map(alertView));
  }

  return {
    async dispositivi(who: StrokeViewer, id: number): Promise<Dispositivo[]> {
      const { patient } = await scope.patient(who, id, 'dispositivi');
      const rows = await repo.devicesOf(patient.id);
      return Promise.all(rows.map(deviceView));
    },

    async registra(who: StrokeViewer, id: number, input: DispositivoCreate) {
      const { patient, as } = await scope.patient(who, id, 'dispositivi', {
        roles: ['paziente', 'medico', 'admin'],
        audit: false,
      });
      const token = randomBytes(32).toString('base64url');
      const row = await inTransaction(db, async (tx) => {
        const inserted = await repo.insertDevice(
          { pazienteId: patient.id, ...input, tokenHash: hashToken(token) },
          tx,
        );
        await scope.recordChange(who, patient.id, as, 'dispositivi', tx, 'create');
        return inserted;
      }).catch((error: unknown) => {
        if (pgErrorOf(error)?.code === '23505')
          throw new ConflictError(dm.serialTaken, [{ path: 'body.seriale', message: dm.serialTaken }]);
        throw error;
      });
      return { dispositivo: await deviceView(row), token };
    },

    nuovoToken: (who: StrokeViewer, pazienteId: number, id: number) =>
      newToken(who, pazienteId, id, false).then((r) => ({ ...r, token: required(r.token, 'token') })),
    revocaToken: (who: StrokeViewer, pazienteId: number, id: number) =>
      newToken(who, pazienteId, id, true).then((r) => r.dispositivo),

    /**
     * POST /api/stroke/dispositivi/misurazioni: the device's batch, in one transaction; a repeated measurement
     * (device, code, start) is ignored; the alerts it opens are mailed by a job of the same transaction.
     */
    async ingest(token: string, batch: MisurazioneIn[]) {
      const device = await repo.deviceByToken(hashToken(token));
      if (!device) throw new UnauthenticatedError(dm.token);
      const limit = now().getTime() + CLOCK_SKEW_MS;
      const future = batch.flatMap((x, i) =>
        Date.parse(x.inizio) > limit || (x.fine && Date.parse(x.fine) > limit)
          ? [{ path: `body.misurazioni.${i}.inizio`, message: dm.future }]
          : [],
      );
      if (future.length > 0) throw new ValidationError(future, dm.future);
      return inTransaction(db, async (tx) => {
        const inserted = await repo.insertMeasurements(
          batch.map((x) => ({
            pazienteId: device.pazienteId,
            dispositivoId: device.id,
            codice: x.codice,
            inizio: new Date(x.inizio),
            fine: x.fine ? new Date(x.fine) : null,
            valore: 'valore' in x ? x.valore : null,
            sistolica: 'sistolica' in x ? x.sistolica : null,
            diastolica: 'diastolica' in x ? x.diastolica : null,
            classificazione: 'classificazione' in x ? x.classificazione : null,
          })),
          tx,
        );
        const opened = await evaluate(tx, device.pazienteId, inserted);
        for (const alert of opened) {
          await deps.jobs.enqueue(
            {
              kind: ALERT_NOTICE_JOB,
              key: `${ALERT_NOTICE_JOB}:${alert.id}`,
              runAt: now(),
              payload: { allerta: alert.id },
            },
            tx,
          );
        }
        return {
          ricevute: batch.length,
          registrate: inserted.length,
          duplicate: batch.length - inserted.length,
        };
      });
    },

    async misurazioni(
      who: StrokeViewer,
      id: number,
      query: { codice?: CodiceMisura; dal?: string; al?: string; limite: number },
    ): Promise<Misurazione[]> {
      const { patient } = await scope.patient(who, id, 'misurazioni');
      const rows = await repo.measurements(patient.id, query);
      return rows.reverse().map(measurementView);
    },

    async soglie(who: StrokeViewer, id: number): Promise<Soglie> {
      const { patient } = await scope.patient(who, id, 'misurazioni');
      return thresholdsOf(patient.id);
    },

    /** PUT /api/stroke/paziente/soglie: version 0 the first time; a stale version is 409. */
    async salvaSoglie(who: StrokeViewer, input: SoglieSave): Promise<Soglie> {
      const { patient, as } = await scope.patient(who, input.pazienteId, 'misurazioni', {
        roles: ['medico', 'admin'],
        audit: false,
      });
      const { pazienteId: _, version, ...valori } = input;
      await inTransaction(db, async (tx) => {
        const saved =
          version === 0
            ? await repo.insertThresholds(patient.id, valori, tx)
            : await repo.updateThresholds(patient.id, version, valori, now(), tx);
        if (!saved) throw new StaleVersionError();
        await scope.recordChange(who, patient.id, as, 'soglie', tx);
      });
      return thresholdsOf(patient.id);
    },

    async allertePaziente(who: StrokeViewer, id: number, aperte?: boolean): Promise<Allerta[]> {
      const { patient } = await scope.patient(who, id, 'misurazioni');
      return alertsOf({ pazienteId: patient.id, aperte });
    },

    /** The doctor's alerts over their patients (the admin: everyone's), the open ones first. */
    allerteMedico(who: StrokeViewer, aperte?: boolean): Promise<Allerta[]> {
      if (who.admin && !who.medico) return alertsOf({ aperte });
      return alertsOf({ medicoId: who.medico?.id ?? -1, aperte });
    },

    async vista(who: StrokeViewer, id: number): Promise<Allerta> {
      const row = await repo.findAlert(id);
      if (!row) throw new NotFoundError(dm.alertNotFound);
      const { as } = await scope
        .patient(who, row.pazienteId, 'misurazioni', { roles: ['medico', 'admin'], audit: false })
        .catch(() => {
          throw new NotFoundError(dm.alertNotFound);
        });
      const seen = await inTransaction(db, async (tx) => {
        const updated = await repo.updateAlert(id, { vista: row.vista ?? now() }, tx);
        await scope.recordChange(who, row.pazienteId, as, 'allerte', tx);
        return updated;
      });
      return alertView(seen);
    },

    /** The job of an opened episode: a mail to the patient's doctor, naming the patient and the kind, no values. */
    async notify(payload: Record<string, unknown>): Promise<void> {
      const row = await repo.alertNotice(Number(payload.allerta));
      if (!row || !deps.mailer) return;
      const link = `${deps.publicUrl}/stroke/pazienti/${row.patient.id}`;
      const who = `${row.patient.nome} ${row.patient.cognome}`;
      const what = ALERT_LABELS[row.alert.tipo as TipoAllerta] ?? row.alert.tipo;
      await deps.mailer.send({
        to: row.doctor.email,
        subject: "Halo, Cura dell'ictus: allerta da un dispositivo",
        text: `Gentile ${row.doctor.nome} ${row.doctor.cognome},\n\ni dispositivi di ${who} segnalano: ${what}.\nApra la scheda del paziente per i valori e per prenderla in visione:\n${link}\n\nRiceverà un nuovo messaggio solo per un nuovo episodio.`,
        html: `<p>Gentile ${escapeHtml(`${row.doctor.nome} ${row.doctor.cognome}`)},</p><p>i dispositivi di <strong>${escapeHtml(who)}</strong> segnalano: ${escapeHtml(what)}.</p><p><a href="${escapeHtml(link)}">Apra la scheda del paziente</a> per i valori e per prenderla in visione.</p><p>Riceverà un nuovo messaggio solo per un nuovo episodio.</p>`,
        link,
        kind: 'stroke-allerta',
      });
    },
  };
}

export type DispositiviService = ReturnType<typeof createDispositiviService>;
