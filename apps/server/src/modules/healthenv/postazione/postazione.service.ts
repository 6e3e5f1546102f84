import { healthenvMessages as hm, INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import {
  healthenvPostazioneMessages as pm,
  type Serie,
  type Superamento,
} from '@halo/contract/healthenv/postazione';
import { NotFoundError } from '../../../errors.ts';
import { annoDi, dedupe, medieGiornaliere, superamentiAnno } from '../healthenv.calcoli.ts';
import { type ReadingDeps, readingsOf } from '../healthenv.readings.ts';
import { DAY, dayStart, HOUR } from '../healthenv.rules.ts';
import { createPostazioniRepository } from '../postazioni/postazioni.repository.ts';
import { readSoglie } from '../soglie/soglie.service.ts';
import { createPostazioneRepository } from './postazione.repository.ts';

export type PostazioneDeps = ReadingDeps;

/** What one station's data answers (docs/adr/0027): the year's exceedances, and a pollutant's series with coverage. */
export function createPostazioneService(deps: PostazioneDeps) {
  const { db } = deps;
  const repo = createPostazioneRepository(db);
  const stations = createPostazioniRepository(db);
  const { letture, now } = readingsOf(deps);

  async function station(id: number) {
    const row = await stations.findStation(id);
    if (!row) throw new NotFoundError(hm.postazioneNotFound);
    return row;
  }

  return {
    async superamenti(id: number, anno: number): Promise<Superamento[]> {
      await station(id);
      const config = await readSoglie(db);
      const year = annoDi(anno, now());
      // From 8 hours before the year: the first 8-hour means of 1 January begin on 31 December.
      const data = await letture.misure({ stations: [id], from: year.inizio - 8 * HOUR, to: year.fine });
      return superamentiAnno(data.get(id) ?? new Map(), anno, config, now());
    },

    async serie(
      id: number,
      query: { inquinante: Inquinante; da: string; a: string; periodo: 'ora' | 'giorno' },
    ): Promise<Serie> {
      // The station and its sensors of the pollutant in one read (a chart is read often: each query counts).
      const sensors = await repo.sensorsOfPollutant(id, query.inquinante);
      if (sensors.length === 0) throw new NotFoundError(hm.postazioneNotFound);
      if (sensors[0]?.id == null) throw new NotFoundError(pm.nessunSensore);
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
  };
}

export type PostazioneService = ReturnType<typeof createPostazioneService>;
