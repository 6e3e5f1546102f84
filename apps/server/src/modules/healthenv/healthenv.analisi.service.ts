import { healthenvMessages as hm, INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import {
  healthenvAnalisiMessages as am,
  EAQI_MEDIE,
  type IndicePostazione,
  type Serie,
  SOGLIE_PREDEFINITE,
  type Soglie,
  type SoglieUpdate,
  type Superamento,
} from '@halo/contract/healthenv/analisi';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { createAnalisiRepository } from './healthenv.analisi.repository.ts';
import {
  annoDi,
  indicePostazione,
  type Misura,
  medieGiornaliere,
  superamentiInquinante,
} from './healthenv.calcoli.ts';
import { createLettureRepository } from './healthenv.letture.repository.ts';
import { createHealthenvRepository } from './healthenv.repository.ts';
import { DAY, dayStart, HOUR } from './healthenv.rules.ts';

export interface AnalisiDeps {
  db: Db;
  audit: Pick<AuditLog, 'recordWrite'>;
  tiles: { url: string; attribution: string | null } | null;
  clock?: () => Date;
}

/** The thresholds in force: the saved ones, or the contract's defaults until an administrator saves. */
export async function readSoglie(db: Db): Promise<Soglie> {
  const row = await createAnalisiRepository(db).soglie();
  if (!row) return { ...SOGLIE_PREDEFINITE, version: 1, aggiornate: null };
  return {
    ...SOGLIE_PREDEFINITE,
    ...(row.valore as Omit<Soglie, 'version' | 'aggiornate'>),
    version: row.version,
    aggiornate: row.aggiornateIl.toISOString(),
  };
}

/**
 * What the health-environment data answers (docs/adr/0027): exceedances per station and year, series with
 * coverage, the air-quality index of every station, the annual report, and the thresholds they use.
 */
export function createAnalisiService(deps: AnalisiDeps) {
  const { db } = deps;
  const repo = createAnalisiRepository(db);
  const stationRepo = createHealthenvRepository(db);
  const letture = createLettureRepository(db);
  const now = deps.clock ?? (() => new Date());

  async function station(id: number) {
    const row = await stationRepo.findStation(id);
    if (!row) throw new NotFoundError(hm.postazioneNotFound);
    return row;
  }

  /** One station's exceedance rows for a year, from its records grouped by pollutant. */
  function rowsFor(byPollutant: Map<string, Misura[]>, anno: number, config: Soglie): Superamento[] {
    const year = annoDi(anno, now());
    return [...byPollutant.entries()]
      .filter(([inquinante, list]) => inquinante in INQUINANTI && list.some((m) => m.t >= year.inizio))
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([inquinante, list]) =>
        superamentiInquinante(inquinante as Inquinante, dedupe(list), anno, config, now()),
      );
  }

  /** Two sensors of one pollutant at the same start (a replacement overlapping the old one): the first counts. */
  function dedupe(list: Misura[]): Misura[] {
    const seen = new Set<number>();
    return list.filter((m) => {
      if (seen.has(m.t)) return false;
      seen.add(m.t);
      return true;
    });
  }

  return {
    soglie: () => readSoglie(db),

    async aggiornaSoglie(ctx: WriteContext, input: SoglieUpdate): Promise<Soglie> {
      const { version, ...valore } = input;
      const conflict = () => new ConflictError(am.versione, [{ path: 'body.version', message: am.versione }]);
      await inTransaction(db, async (tx) => {
        const current = await repo.soglieVersion(tx);
        if ((current ?? 1) !== version) throw conflict();
        const values = {
          valore,
          version: version + 1,
          aggiornateIl: now(),
          aggiornateDa: ctx.actor?.username ?? null,
        };
        const saved =
          current === undefined
            ? await repo.insertSoglie(values, tx)
            : await repo.updateSoglie(version, values, tx);
        if (!saved) throw conflict();
        await deps.audit.recordWrite(
          ctx,
          { entity: 'healthenv.soglie', entityId: 1, action: 'update', details: { version: version + 1 } },
          tx,
        );
      });
      return readSoglie(db);
    },

    async superamenti(id: number, anno: number): Promise<Superamento[]> {
      await station(id);
      const config = await readSoglie(db);
      const year = annoDi(anno, now());
      // From 8 hours before the year: the first 8-hour means of 1 January begin on 31 December.
      const data = await letture.misure({ stations: [id], from: year.inizio - 8 * HOUR, to: year.fine });
      return rowsFor(data.get(id) ?? new Map(), anno, config);
    },

    async rapporto(anno: number) {
      const config = await readSoglie(db);
      const year = annoDi(anno, now());
      const limited = [...new Set(config.limiti.map((l) => l.inquinante))];
      const stations = await repo.stationsByRegion();
      const data = await letture.misure({
        stations: stations.map((s) => s.id),
        from: year.inizio - 8 * HOUR,
        to: year.fine,
        pollutants: limited,
      });
      return stations.flatMap((s) => {
        const righe = rowsFor(data.get(s.id) ?? new Map(), anno, config);
        return righe.length === 0
          ? []
          : [
              {
                postazioneId: s.id,
                codice: s.codice,
                nomeCompleto: s.nomeCompleto,
                provincia: s.provincia,
                regione: s.regione,
                righe,
              },
            ];
      });
    },

    async serie(
      id: number,
      query: { inquinante: Inquinante; da: string; a: string; periodo: 'ora' | 'giorno' },
    ): Promise<Serie> {
      // The station and its sensors of the pollutant in one read (a chart is read often: each query counts).
      const sensors = await repo.sensorsOfPollutant(id, query.inquinante);
      if (sensors.length === 0) throw new NotFoundError(hm.postazioneNotFound);
      if (sensors[0]?.id == null) throw new NotFoundError(am.nessunSensore);
      const config = await readSoglie(db);
      const from = dayStart(query.da).getTime();
      const to = dayStart(query.a).getTime() + DAY;
      const data = await letture.misure({
        stations: [id],
        pollutants: [query.inquinante],
        from,
        to,
        withoutInvalid: true,
      });
      const read = data.get(id)?.get(query.inquinante) ?? [];
      const all = sensors.length > 1 ? dedupe(read) : read;
      const hourly = query.periodo === 'ora';
      const step = hourly ? HOUR : DAY;
      const periods = (to - from) / step;
      const valori: (number | null)[] = new Array(periods).fill(null);
      const provvisori: number[] = [];
      let copertura: number[] | null = null;
      if (hourly) {
        for (const m of all) {
          if (!m.ora) continue;
          const i = (m.t - from) / HOUR;
          valori[i] = m.v;
          if (m.validita !== 'valid') provvisori.push(i);
        }
      } else {
        // A day with valid values shows their mean; a day with only provisional ones shows theirs, marked so.
        copertura = new Array(periods).fill(0);
        const valid = new Map(medieGiornaliere(all, config.coperturaGiornaliera).map((d) => [d.giorno, d]));
        for (const p of medieGiornaliere(all, config.coperturaGiornaliera, () => true)) {
          const d = valid.get(p.giorno) ?? { ...p, validita: 'provisional' as const };
          const i = (d.inizio - from) / DAY;
          valori[i] = d.valore === null ? null : Math.round(d.valore * 10) / 10;
          copertura[i] = Math.round(d.copertura * 1000) / 1000;
          if (d.validita !== 'valid') provvisori.push(i);
        }
      }
      // The summary counts valid values only.
      const provisional = new Set(provvisori);
      let count = 0;
      let sum = 0;
      let minimo = Number.POSITIVE_INFINITY;
      let massimo = Number.NEGATIVE_INFINITY;
      valori.forEach((v, i) => {
        if (v === null || provisional.has(i)) return;
        count++;
        sum += v;
        minimo = Math.min(minimo, v);
        massimo = Math.max(massimo, v);
      });
      const elapsed = Math.max(0, Math.min(to, now().getTime()) - from);
      const ofPeriods = Math.min(periods, Math.ceil(elapsed / step));
      const indicatore = hourly ? 'media oraria' : 'media giornaliera';
      return {
        postazioneId: id,
        inquinante: query.inquinante,
        unita: INQUINANTI[query.inquinante].unita,
        periodo: query.periodo,
        da: query.da,
        a: query.a,
        inizio: new Date(from).toISOString(),
        passo: step / 1000,
        valori,
        provvisori,
        copertura,
        riepilogo: {
          valori: count,
          media: count === 0 ? null : Math.round((sum / count) * 10) / 10,
          minimo: count === 0 ? null : minimo,
          massimo: count === 0 ? null : massimo,
          copertura: ofPeriods > 0 ? Math.round((count / ofPeriods) * 1000) / 1000 : 0,
        },
        limiti: config.limiti.filter((l) => l.inquinante === query.inquinante && l.indicatore === indicatore),
      };
    },

    /**
     * The index of every active station at its latest record: the latest start per sensor comes from one index
     * probe each; then the last 24 hours of the index pollutants before each station's latest start, in one query.
     */
    async indice(): Promise<IndicePostazione[]> {
      const config = await readSoglie(db);
      const latest = await repo.latestOfStations();
      const windows = latest.flatMap((l) => {
        if (l.ultimo === null) return [];
        const a = new Date(l.ultimo).getTime();
        return [{ postazione: Number(l.postazione_id), da: a - DAY, a }];
      });
      const recent = await letture.finestre(windows, Object.keys(EAQI_MEDIE));
      const silence = config.silenzioOre * HOUR;
      return latest.map((l) => {
        const id = Number(l.postazione_id);
        const t = l.ultimo === null ? null : new Date(l.ultimo).getTime();
        const aggiornato = l.fine !== null && now().getTime() - new Date(l.fine).getTime() <= silence;
        const misure = (recent.get(id) ?? new Map()) as Map<Inquinante, Misura[]>;
        return indicePostazione(id, misure, t, config.bandeEaqi, aggiornato);
      });
    },

    mappa: () => ({ tileUrl: deps.tiles?.url ?? null, attribuzione: deps.tiles?.attribution ?? null }),
  };
}

export type AnalisiService = ReturnType<typeof createAnalisiService>;
