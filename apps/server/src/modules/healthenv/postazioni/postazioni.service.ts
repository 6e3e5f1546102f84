import { healthenvMessages as hm, INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import type {
  Postazione,
  PostazioneCreate,
  PostazioneDettaglio,
  PostazioneUpdate,
  Sensore,
} from '@halo/contract/healthenv/postazioni';
import type { Db } from '../../../db/database.ts';
import { pgErrorOf } from '../../../db/pg-errors.ts';
import { required } from '../../../db/rows.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors.ts';
import type { WriteContext } from '../../../http/write-context.ts';
import { pick } from '../../../objects.ts';
import { type AuditLog, auditOf } from '../../audit/audit.service.ts';
import type { RegionalService } from '../../regional/regional.service.ts';
import { dayOf } from '../healthenv.rules.ts';
import { createPostazioniRepository, type SensorRow, type StationRow } from './postazioni.repository.ts';

export interface PostazioniDeps {
  db: Db;
  audit: Pick<AuditLog, 'recordWrite'>;
  regional: Pick<RegionalService, 'findComuneByCodiceIstat' | 'getProvinciaBySigla' | 'listRegioni'>;
  clock?: () => Date;
}

function sensorView(row: SensorRow): Sensore {
  return {
    id: row.id,
    codice: row.codice,
    inquinante: row.inquinante as Inquinante,
    unita: row.unita as Sensore['unita'],
    nomeFonte: row.nomeFonte,
    attivoDal: row.attivoDal,
    attivoAl: row.attivoAl,
  };
}

function stationFields(row: StationRow) {
  return {
    ...pick(row, ['id', 'codice', 'nome', 'nomeCompleto', 'lat', 'lon', 'altitudine']),
    comune: { codiceIstat: row.comuneIstat, nome: row.comuneNome },
    provincia: row.provincia,
    regione: row.regione,
    tipo: row.tipo as Postazione['tipo'],
    zona: row.zona as Postazione['zona'],
    zonaQualitaAria: row.zonaQualitaAria,
    gestore: row.gestore,
    codiceGestore: row.codiceGestore,
    attivaDal: row.attivaDal,
    attivaAl: row.attivaAl,
    archiviata: row.archiviataIl?.toISOString() ?? null,
    version: row.version,
  };
}

/**
 * A station's columns from a create or an update and its comune's territory: `nomeCompleto` is
 * "<comune> - <nome>" when the name does not name the town (the seed's rule).
 */
function stationFieldsOf(
  input: Omit<PostazioneUpdate, 'sensori' | 'version'>,
  where: { comuneIstat: string; comuneNome: string; provincia: string; regione: string },
) {
  const mentionsTown = input.nome.toLowerCase().includes(where.comuneNome.toLowerCase());
  return {
    nome: input.nome,
    nomeCompleto: mentionsTown ? input.nome : `${where.comuneNome} - ${input.nome}`,
    lat: input.lat,
    lon: input.lon,
    altitudine: input.altitudine,
    ...where,
    tipo: input.tipo,
    zona: input.zona,
    zonaQualitaAria: input.zonaQualitaAria,
    gestore: input.gestore,
    codiceGestore: input.codiceGestore,
    attivaDal: input.attivaDal,
    attivaAl: input.attivaAl,
  };
}

/** Stations and their sensors (docs/adr/0026): the list, one station with its latest values, the writes. */
export function createPostazioniService(deps: PostazioniDeps) {
  const { db } = deps;
  const repo = createPostazioniRepository(db);
  const now = deps.clock ?? (() => new Date());
  const audit = auditOf(deps.audit, 'healthenv.postazioni');

  async function station(id: number): Promise<StationRow> {
    const row = await repo.findStation(id);
    if (!row) throw new NotFoundError(hm.postazioneNotFound);
    return row;
  }

  async function withSensors(rows: StationRow[]): Promise<Postazione[]> {
    if (rows.length === 0) return [];
    const all = await repo.sensorsOfStations(rows.map((r) => r.id));
    const byStation = Map.groupBy(all, (s) => s.postazioneId);
    return rows.map((row) => ({
      ...stationFields(row),
      sensori: (byStation.get(row.id) ?? []).map(sensorView),
    }));
  }

  /** The comune, its province and region from the regional data; an unknown code is a 400 on the field. */
  async function territory(codiceIstat: string) {
    const invalid = () =>
      new ValidationError([{ path: 'body.codiceIstatComune', message: hm.comune }], hm.comune);
    const comune = await deps.regional.findComuneByCodiceIstat(codiceIstat);
    if (!comune) throw invalid();
    const [provincia, regioni] = await Promise.all([
      deps.regional.getProvinciaBySigla(comune.siglaProvincia),
      deps.regional.listRegioni(),
    ]);
    const regione = regioni.find((r) => r.codiceRegione === provincia.codiceRegione);
    return {
      comuneIstat: comune.codiceIstat,
      comuneNome: comune.denominazione,
      provincia: comune.siglaProvincia,
      regione: regione?.denominazioneRegione ?? '',
    };
  }

  return {
    async postazioni(query: { archiviate?: boolean }): Promise<Postazione[]> {
      return withSensors(await repo.listStations(query.archiviate ?? false));
    },

    /** A station with each sensor's count of records and latest value (one index probe per sensor). */
    async postazione(id: number): Promise<PostazioneDettaglio> {
      const [view] = await withSensors([await station(id)]);
      const base = required(view, 'healthenv.postazione');
      const ids = base.sensori.map((s) => s.id);
      if (ids.length === 0) return { ...base, sensori: [] };
      const latest = await repo.latestOfSensors(base.id);
      const bySensor = new Map(latest.map((l) => [Number(l.sensore_id), l]));
      return {
        ...base,
        sensori: base.sensori.map((s) => {
          const l = bySensor.get(s.id);
          if (!l) return { ...s, monitoraggi: 0, ultimo: null };
          const inizio = new Date(l.inizio);
          return {
            ...s,
            monitoraggi: Number(l.n),
            ultimo: {
              periodo: l.periodo,
              inizio: inizio.toISOString(),
              data: l.periodo === 'giorno' ? dayOf(inizio) : null,
              valore: Number(l.valore),
              validita: l.validita,
            },
          };
        }),
      };
    },

    async aggiungiPostazione(ctx: WriteContext, input: PostazioneCreate): Promise<Postazione> {
      const where = await territory(input.codiceIstatComune);
      const id = await inTransaction(
        db,
        async (tx) => {
          const row = await repo.insertStation(
            { codice: input.codice, ...stationFieldsOf(input, where) },
            tx,
          );
          if (input.sensori.length > 0) {
            await repo.insertSensors(
              input.sensori.map((s) => ({
                postazioneId: row.id,
                codice: s.codice ?? `${row.codice}-${s.inquinante}`,
                inquinante: s.inquinante,
                unita: INQUINANTI[s.inquinante].unita,
                nomeFonte: s.nomeFonte,
                attivoDal: s.attivoDal,
                attivoAl: s.attivoAl,
              })),
              tx,
            );
          }
          await audit(ctx, row.id, 'create', { codice: row.codice }, tx);
          return row.id;
        },
        (error) => {
          const pg = pgErrorOf(error);
          if (pg?.code !== '23505') return error;
          if (pg.constraint === 'postazioni_codice_unique') {
            return new ConflictError(hm.codiceTaken, [{ path: 'body.codice', message: hm.codiceTaken }]);
          }
          return new ConflictError(hm.sensoreTaken, [{ path: 'body.sensori', message: hm.sensoreTaken }]);
        },
      );
      return required((await withSensors([await station(id)]))[0], 'healthenv.postazione');
    },

    /**
     * PUT /api/healthenv/postazioni/{id}: the whole station with the version read. Sensors keep their pollutant;
     * one left out goes unless it has records (409: its data would be lost). Two editors: the second is a 409.
     */
    async modificaPostazione(ctx: WriteContext, id: number, input: PostazioneUpdate): Promise<Postazione> {
      const row = await station(id);
      const where = await territory(input.codiceIstatComune);
      const existing = await repo.sensorsOfStation(id);
      const byId = new Map(existing.map((s) => [s.id, s]));
      const problems: { path: string; message: string }[] = [];
      input.sensori.forEach((s, i) => {
        if (s.id === undefined) return;
        const current = byId.get(s.id);
        if (!current) problems.push({ path: `body.sensori.${i}.id`, message: hm.sensoreAltrui });
        else if (current.inquinante !== s.inquinante) {
          problems.push({ path: `body.sensori.${i}.inquinante`, message: hm.inquinanteFisso });
        }
      });
      if (problems.length > 0) throw new ValidationError(problems);
      const kept = new Set(input.sensori.flatMap((s) => (s.id === undefined ? [] : [s.id])));
      const removed = existing.filter((s) => !kept.has(s.id));
      await inTransaction(
        db,
        async (tx) => {
          if (!(await repo.updateStation(id, input.version, stationFieldsOf(input, where), tx))) {
            throw new ConflictError(hm.versione, [{ path: 'body.version', message: hm.versione }]);
          }
          if (removed.length > 0) {
            const n = await repo.countRecordsOfSensors(
              removed.map((s) => s.id),
              tx,
            );
            if (n > 0) {
              throw new ConflictError(hm.sensoreConMonitoraggi, [
                { path: 'body.sensori', message: hm.sensoreConMonitoraggi },
              ]);
            }
            await repo.deleteSensors(
              removed.map((s) => s.id),
              tx,
            );
          }
          for (const s of input.sensori) {
            const values = {
              nomeFonte: s.nomeFonte,
              attivoDal: s.attivoDal,
              attivoAl: s.attivoAl,
            };
            if (s.id !== undefined) {
              await repo.updateSensor(
                s.id,
                { ...values, ...(s.codice !== undefined && { codice: s.codice }) },
                tx,
              );
            } else {
              await repo.insertSensors(
                [
                  {
                    ...values,
                    postazioneId: id,
                    codice: s.codice ?? `${row.codice}-${s.inquinante}`,
                    inquinante: s.inquinante,
                    unita: INQUINANTI[s.inquinante].unita,
                  },
                ],
                tx,
              );
            }
          }
          await audit(
            ctx,
            id,
            'update',
            { codice: row.codice, sensoriTolti: removed.map((s) => s.codice) },
            tx,
          );
        },
        (error) => {
          const pg = pgErrorOf(error);
          if (pg?.code !== '23505') return error;
          return new ConflictError(hm.sensoreTaken, [{ path: 'body.sensori', message: hm.sensoreTaken }]);
        },
      );
      return required((await withSensors([await station(id)]))[0], 'healthenv.postazione');
    },

    /**
     * DELETE /api/healthenv/postazioni/delete/{id}: a station without records goes with its sensors; one with
     * records is a 409 unless the caller asks to archive it, which keeps everything and stops new records.
     */
    async eliminaPostazione(ctx: WriteContext, id: number, archivia: boolean): Promise<{ message: string }> {
      const row = await station(id);
      const n = await repo.countRecordsOfStation(id);
      if (n > 0 && !archivia) {
        throw new ConflictError(hm.conMonitoraggi, [
          { path: 'monitoraggi', message: `${n} monitoraggi registrati` },
        ]);
      }
      return inTransaction(db, async (tx) => {
        if (n > 0) {
          await repo.archiveStation(id, row.archiviataIl ?? now(), tx);
          await audit(ctx, id, 'archive', { codice: row.codice }, tx);
          return { message: hm.archiviata };
        }
        await repo.deleteStation(id, tx);
        await audit(ctx, id, 'delete', { codice: row.codice }, tx);
        return { message: hm.eliminata };
      });
    },
  };
}

export type PostazioniService = ReturnType<typeof createPostazioniService>;
