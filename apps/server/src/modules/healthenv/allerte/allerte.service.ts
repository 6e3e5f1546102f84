import { INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import type { Allerta } from '@halo/contract/healthenv/allerte';
import type { SogliaAllerta, Soglie } from '@halo/contract/healthenv/soglie';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { escapeHtml } from '../../../idp/login-page.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { IdentityAdmin } from '../../authorization/identity/identity.port.ts';
import type { EventsService } from '../../events/events.service.ts';
import type { Mailer } from '../../mail/mail.service.ts';
import { type Misura, medieGiornaliere } from '../healthenv.calcoli.ts';
import { createLettureRepository } from '../healthenv.letture.repository.ts';
import { DAY, HOUR } from '../healthenv.rules.ts';
import { readSoglie } from '../soglie/soglie.service.ts';
import { type AlertRow, createAllerteRepository, type NewAlertRow } from './allerte.repository.ts';

/** The job that looks at a station's recent values after a write: `{ postazione }`. */
export const EVALUATE_JOB = 'healthenv.allerte-valuta';
/** The hourly job that finds stations gone silent. */
export const SILENCE_JOB = 'healthenv.allerte-silenzio';
/** The job that mails the subscribers when an episode opens: `{ allerta }`. */
export const NOTICE_JOB = 'healthenv.allerta-notifica';

/**
 * Alerts are about now: only values of the last 7 days open or extend an episode (a year imported from an archive
 * belongs to the exceedance report, not to the alerts), and only a station silent for less than 30 days is newly
 * reported silent (older silence is a station out of service, which the map shows as not updated).
 */
const RECENT_MS = 7 * DAY;
const SILENCE_HORIZON_MS = 30 * DAY;

export interface AllerteDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  identity: Pick<IdentityAdmin, 'getUser'>;
  mailer?: Mailer;
  publicUrl: string;
  clock?: () => Date;
  /** The outbox: each episode over a threshold is told to the subscriptions, when it is recorded (ADR 0047). */
  events?: Pick<EventsService, 'emit'>;
}

/** Where the health-environment application's events come from (CloudEvents `source`): its path. */
const HEALTHENV_SOURCE = '/healthenv';

function view(row: AlertRow, postazione: string): Allerta {
  return {
    id: row.id,
    postazioneId: row.postazioneId,
    postazione,
    tipo: row.tipo as Allerta['tipo'],
    regola: row.regola,
    livello: row.livello as Allerta['livello'],
    inquinante: row.inquinante as Inquinante | null,
    soglia: row.soglia,
    unita: row.inquinante ? (INQUINANTI[row.inquinante as Inquinante]?.unita ?? null) : null,
    valoreMassimo: row.valoreMassimo,
    inizio: row.inizio.toISOString(),
    ultimo: row.ultimo.toISOString(),
    chiusa: row.chiusa?.toISOString() ?? null,
    notificata: row.notificata?.toISOString() ?? null,
  };
}

/**
 * One rule's periods in time order (hours, or daily means for a daily rule) → the episodes they make: a run of
 * `consecutivi` contiguous periods above the threshold opens one; a period at or below it closes it. `open` is
 * the episode already open, if any, whose run goes on.
 */
export function episodi(
  periods: readonly { t: number; v: number }[],
  rule: Pick<SogliaAllerta, 'soglia' | 'consecutivi'>,
  step: number,
  open: { ultimo: number; massimo: number } | null,
): {
  aperto: { inizio: number; ultimo: number; massimo: number } | null;
  chiusi: { inizio: number; ultimo: number; massimo: number; chiusa: number }[];
} {
  const closed: { inizio: number; ultimo: number; massimo: number; chiusa: number }[] = [];
  let current: { inizio: number; ultimo: number; massimo: number } | null = open
    ? { inizio: Number.NaN, ultimo: open.ultimo, massimo: open.massimo }
    : null;
  let run: { t: number; v: number }[] = [];
  for (const p of periods) {
    if (p.v > rule.soglia) {
      if (current) {
        current.ultimo = Math.max(current.ultimo, p.t);
        current.massimo = Math.max(current.massimo, p.v);
        continue;
      }
      const last = run.at(-1);
      run = last && p.t - last.t === step ? [...run, p] : [p];
      if (run.length >= rule.consecutivi) {
        current = {
          inizio: run[0]?.t ?? p.t,
          ultimo: p.t,
          massimo: Math.max(...run.map((r) => r.v)),
        };
        run = [];
      }
    } else {
      run = [];
      if (current) {
        closed.push({ ...current, chiusa: p.t });
        current = null;
      }
    }
  }
  return { aperto: current, chiusi: closed };
}

/**
 * Alerts of the health-environment application (docs/adr/0027): episodes over the alert thresholds of the
 * configuration, once per episode, and stations gone silent; mailed to the subscribed operators.
 */
export function createAllerteService(deps: AllerteDeps) {
  const { db } = deps;
  const repo = createAllerteRepository(db);
  const letture = createLettureRepository(db);
  const now = deps.clock ?? (() => new Date());

  async function recent(stationId: number, pollutant: string, from: number): Promise<Misura[]> {
    const data = await letture.misure({
      stations: [stationId],
      pollutants: [pollutant],
      from,
      to: now().getTime() + DAY,
      withoutInvalid: true,
    });
    return data.get(stationId)?.get(pollutant) ?? [];
  }

  /** Writes one rule's outcome for a station: closes what ended, opens (and queues the mail of) what began. */
  async function applyRule(stationId: number, rule: SogliaAllerta, config: Soglie): Promise<void> {
    const chiave = `soglia:${rule.id}`;
    const open = await repo.openEpisode(stationId, chiave);
    const lastClosed = open ? undefined : await repo.lastClosed(stationId, chiave);
    const horizon = now().getTime() - RECENT_MS;
    // An open episode goes on after its last period; otherwise values after the last closed one (never again the
    // same run) and of the recent past only.
    const after = open
      ? open.ultimo.getTime()
      : Math.max(horizon, lastClosed?.chiusa?.getTime() ?? -Infinity);
    const hourly = rule.indicatore === 'media oraria';
    const values = await recent(stationId, rule.inquinante, hourly ? after - DAY : after - 2 * DAY);
    const periods = hourly
      ? values.filter((m) => m.ora).map((m) => ({ t: m.t, v: m.v }))
      : medieGiornaliere(values, config.coperturaGiornaliera, () => true).flatMap((d) =>
          d.valore === null ? [] : [{ t: d.inizio, v: d.valore }],
        );
    const fresh = periods.filter((p) => (open ? p.t > after : p.t >= after));
    if (fresh.length === 0) return;
    const outcome = episodi(
      fresh,
      rule,
      hourly ? HOUR : DAY,
      open ? { ultimo: open.ultimo.getTime(), massimo: open.valoreMassimo ?? 0 } : null,
    );
    await inTransaction(db, async (tx) => {
      const base = {
        postazioneId: stationId,
        chiave,
        tipo: 'soglia',
        regola: rule.id,
        livello: rule.livello,
        inquinante: rule.inquinante,
        soglia: rule.soglia,
      };
      for (const [i, episode] of outcome.chiusi.entries()) {
        if (i === 0 && open) {
          await repo.update(
            open.id,
            {
              ultimo: new Date(episode.ultimo),
              valoreMassimo: episode.massimo,
              chiusa: new Date(episode.chiusa),
            },
            tx,
          );
          continue;
        }
        await detected(
          {
            ...base,
            valoreMassimo: episode.massimo,
            inizio: new Date(episode.inizio),
            ultimo: new Date(episode.ultimo),
            chiusa: new Date(episode.chiusa),
          },
          tx,
        );
      }
      if (outcome.aperto) {
        const stillOpen = open && outcome.chiusi.length === 0;
        if (stillOpen) {
          await repo.update(
            open.id,
            { ultimo: new Date(outcome.aperto.ultimo), valoreMassimo: outcome.aperto.massimo },
            tx,
          );
        } else {
          await detected(
            {
              ...base,
              valoreMassimo: outcome.aperto.massimo,
              inizio: new Date(outcome.aperto.inizio),
              ultimo: new Date(outcome.aperto.ultimo),
            },
            tx,
          );
        }
      }
    });
  }

  /**
   * A new episode over a threshold (an exceedance detected): its row, the job that mails it and its event, in the
   * transaction of the evaluation. The event carries the station, the rule and the values, nothing personal.
   */
  async function detected(values: NewAlertRow, tx: Db) {
    const created = await repo.insert(values, tx);
    if (!created) return;
    await notice(created.id, tx);
    await deps.events?.emit(
      tx,
      {
        type: 'it.halo.healthenv.exceedance.detected',
        source: HEALTHENV_SOURCE,
        subject: `allerte/${created.id}`,
        data: {
          allerta: created.id,
          postazione: values.postazioneId,
          regola: values.regola ?? null,
          livello: values.livello,
          inquinante: values.inquinante ?? null,
          soglia: values.soglia ?? null,
          valoreMassimo: values.valoreMassimo ?? null,
          inizio: values.inizio.toISOString(),
          ultimo: values.ultimo.toISOString(),
          chiusa: values.chiusa?.toISOString() ?? null,
        },
      },
      now(),
    );
  }

  async function notice(id: number, tx: Db) {
    await deps.jobs.enqueue(
      { kind: NOTICE_JOB, key: `${NOTICE_JOB}:${id}`, runAt: now(), payload: { allerta: id } },
      tx,
    );
  }

  return {
    /** After a write: the rules of the configuration over the station's recent values. */
    async valuta(stationId: number): Promise<void> {
      const station = await repo.station(stationId);
      if (!station || station.archived) return;
      const config = await readSoglie(db);
      const measured = new Set(await repo.pollutantsOf(stationId));
      for (const rule of config.allerte) {
        if (measured.has(rule.inquinante)) await applyRule(stationId, rule, config);
      }
      await this.silenzio([stationId]);
    },

    /**
     * Stations gone silent: an active station whose latest value ended more than the configured hours ago (but
     * within the horizon) opens an episode; a newer value closes it.
     */
    async silenzio(stationIds?: readonly number[]): Promise<void> {
      const config = await readSoglie(db);
      const t = now().getTime();
      const latest = await repo.latestEnds(stationIds);
      const open = await repo.openSilences();
      const openBy = new Map(open.map((a) => [a.postazioneId, a]));
      await inTransaction(db, async (tx) => {
        for (const row of latest) {
          if (row.fine === null) continue;
          const fine = new Date(row.fine).getTime();
          const silent = t - fine > config.silenzioOre * HOUR;
          const episode = openBy.get(Number(row.id));
          if (episode && fine > episode.ultimo.getTime()) {
            await repo.update(episode.id, { chiusa: new Date(fine) }, tx);
          } else if (!episode && silent && t - fine <= SILENCE_HORIZON_MS) {
            const created = await repo.insertUnlessOpen(
              {
                postazioneId: Number(row.id),
                chiave: 'silenzio',
                tipo: 'silenzio',
                livello: 'informazione',
                inizio: new Date(fine),
                ultimo: new Date(fine),
              },
              tx,
            );
            if (created) await notice(created.id, tx);
          }
        }
      });
    },

    async elenco(query: { postazioneId?: number; inCorso?: boolean }): Promise<Allerta[]> {
      const rows = await repo.list(query);
      return rows.map((r) => view(r.alert, r.nome));
    },

    async iscritto(userId: string): Promise<{ iscritto: boolean }> {
      return { iscritto: await repo.isSubscribed(userId) };
    },

    async iscrivi(userId: string, iscritto: boolean): Promise<{ iscritto: boolean }> {
      if (iscritto) await repo.subscribe(userId);
      else await repo.unsubscribe(userId);
      return { iscritto };
    },

    /** Mails an opened episode to every subscriber still enabled with an address, and marks it notified. */
    async notify(payload: Record<string, unknown>): Promise<void> {
      const row = await repo.find(Number(payload.allerta));
      if (!row || row.alert.notificata || !deps.mailer) return;
      const a = view(row.alert, row.nome);
      const link = `${deps.publicUrl}/healthenv/postazioni/${a.postazioneId}`;
      const what =
        a.tipo === 'silenzio'
          ? `la postazione ${a.postazione} non invia dati dal ${a.inizio.slice(0, 16).replace('T', ' ')} UTC`
          : `${a.livello === 'allarme' ? 'soglia di allarme' : 'soglia di informazione'} superata a ${a.postazione}: ${a.inquinante} ${a.valoreMassimo} ${a.unita} (soglia ${a.soglia} ${a.unita})`;
      const subscribers = await repo.subscribers();
      for (const utente of subscribers) {
        const user = await deps.identity.getUser(utente);
        if (!user?.enabled || !user.email) continue;
        await deps.mailer.send({
          to: user.email,
          subject: `Halo Ambiente e salute: ${a.tipo === 'silenzio' ? 'postazione silente' : `allerta ${a.inquinante}`}`,
          text: `Gentile ${user.firstName || user.username},\n\n${what}.\nApra la postazione per i valori:\n${link}\n\nRiceverà un nuovo messaggio solo per un nuovo episodio. Per non ricevere più queste mail: Ambiente e salute → Allerte.`,
          html: `<p>Gentile ${escapeHtml(user.firstName || user.username)},</p><p>${escapeHtml(what)}.</p><p><a href="${escapeHtml(link)}">Apra la postazione</a> per i valori.</p><p>Riceverà un nuovo messaggio solo per un nuovo episodio. Per non ricevere più queste mail: Ambiente e salute → Allerte.</p>`,
          link,
          kind: 'healthenv-allerta',
        });
      }
      await repo.update(a.id, { notificata: now() });
    },
  };
}

export type AllerteService = ReturnType<typeof createAllerteService>;
