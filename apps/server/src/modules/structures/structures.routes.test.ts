import type { Asl, Struttura, StrutturaDettaglio, TipologiaStruttura } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { type RegionalUser, signedInServer } from '../regional/regional.test-utils.ts';

type User = RegionalUser;

describe('structures', () => {
  const session = signedInServer();
  const { tokens } = session;

  const get = (url: string, user?: User) =>
    session.server.app.inject({ url, headers: user ? { authorization: `Bearer ${tokens[user]}` } : {} });
  async function json<T>(url: string, user: User = 'operatore.sanitario'): Promise<T> {
    const response = await get(url, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  it('lists the 1,135 hospital facilities with their type and the name of their ASL', async () => {
    const all = await json<Struttura[]>('/api/v1/strutture');
    expect(all).toHaveLength(1135);
    expect(all.find((s) => s.codiceStruttura === '010030')).toMatchObject({
      denominazione: 'OSPEDALI RIUNITI PINEROLO',
      codiceAsl: '010203',
      denominazioneAsl: 'TO3',
      codiceComune: '001191',
      tipologia: { codice: '1', descrizione: 'Ospedale a gestione diretta' },
      naturaGiuridica: 'Pubblico',
    });
  });

  it('filters by region, ASL, type and text', async () => {
    const piemonte = await json<Struttura[]>('/api/v1/strutture?codRegione=010');
    expect(piemonte.length).toBeGreaterThan(0);
    expect(piemonte.every((s) => s.codiceRegione === '010')).toBe(true);
    const trentino = await json<Struttura[]>('/api/v1/strutture?codRegione=040');
    expect(new Set(trentino.map((s) => s.codiceRegione))).toEqual(new Set(['041', '042']));
    const bolzano = await json<Struttura[]>('/api/v1/strutture?codRegione=041');
    expect(bolzano.length).toBeGreaterThan(0);
    expect(bolzano.every((s) => s.codiceRegione === '041')).toBe(true);
    const to3 = await json<Struttura[]>('/api/v1/strutture?codiceAsl=010203');
    expect(to3.map((s) => s.codiceStruttura).sort()).toEqual(
      [
        '010030',
        '010079',
        '010614',
        '010615',
        '010621',
        '010623',
        '010646',
        '010651',
        '010663',
        '010904',
      ].sort(),
    );
    const aziende = await json<Struttura[]>('/api/v1/strutture?tipologia=0');
    expect(aziende).toHaveLength(51);
    expect((await json<Struttura[]>('/api/v1/strutture?codiceAsl=010203&tipologia=5.1')).length).toBe(6);
    expect((await json<Struttura[]>('/api/v1/strutture?q=pinerolo')).map((s) => s.codiceStruttura)).toEqual([
      '010030',
    ]);
    expect(await json<Struttura[]>('/api/v1/strutture?q=100%25')).toEqual([]);
  });

  it('gives a facility with its comune, ASL and hospital sites', async () => {
    const [pinerolo] = await json<Struttura[]>('/api/v1/strutture?q=pinerolo');
    const detail = await json<StrutturaDettaglio>(`/api/v1/strutture/byid/${pinerolo?.id}`);
    expect(detail.comune).toMatchObject({ denominazione: 'Pinerolo', codiceCatastale: 'G674' });
    expect(detail.asl).toMatchObject({ codiceAsl: '010203', denominazioneAzienda: 'TO3' });
    expect(detail.presidi.map((p) => `${p.codicePresidio} ${p.denominazione}`)).toEqual([
      '010030.01 OSPEDALE CIVILE E.AGNELLI',
      '010030.03 OSPEDALE DI POMARETTO',
    ]);
  });

  it('lists the 13 facility types', async () => {
    const types = await json<TipologiaStruttura[]>('/api/v1/strutture/tipologie');
    expect(types).toHaveLength(13);
    expect(types.find((t) => t.codice === '3.1')?.descrizione).toBe('IRCCS pubblico');
  });

  it('answers 401 without a token, 403 without the flags, 404 and 400', async () => {
    expect((await get('/api/v1/strutture')).statusCode).toBe(401);
    expect((await get('/api/v1/strutture/tipologie')).statusCode).toBe(401);
    expect((await get('/api/v1/strutture', 'cittadino')).statusCode).toBe(403);
    expect((await get('/api/v1/strutture/byid/1', 'cittadino')).statusCode).toBe(403);
    expect((await get('/api/v1/strutture/tipologie', 'cittadino')).statusCode).toBe(403);
    expect((await get('/api/v1/strutture/byid/99999', 'superadmin')).statusCode).toBe(404);
    const bad = await get('/api/v1/strutture/byid/abc', 'superadmin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('params.id');
    const badRegion = await get('/api/v1/strutture?codRegione=1', 'superadmin');
    expect(badRegion.statusCode).toBe(400);
    expect(badRegion.json().details[0].path).toBe('querystring.codRegione');
  });

  it('keeps an ASL with facilities from being deleted, and carries a corrected ASL code over to them', async () => {
    const auth = { authorization: `Bearer ${tokens.superadmin}` };
    // ASL 010207 has facilities but no hospital site or district: only the structures' foreign key holds it.
    const [asl] = await json<Asl[]>('/api/v1/gestioneregionale/asl/bycodes?codiceAsl=010207', 'superadmin');
    if (!asl) {
      throw new Error('ASL 010207 missing');
    }
    const refused = await session.server.app.inject({
      method: 'POST',
      url: `/api/v1/gestioneregionale/asl/delete/${asl.id}`,
      headers: auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual([{ path: 'strutture', message: 'Record collegati in strutture' }]);

    const before = await json<Struttura[]>('/api/v1/strutture?codiceAsl=010207');
    expect(before.length).toBeGreaterThan(0);
    const renamed = await session.server.app.inject({
      method: 'POST',
      url: `/api/v1/gestioneregionale/asl/update/${asl.id}`,
      headers: auth,
      payload: {
        codiceAsl: '010299',
        codiceRegione: '010',
        denominazioneAzienda: asl.denominazioneAzienda,
        indirizzo: asl.indirizzo,
        cap: asl.cap,
        comuneSedeIstat: asl.comuneSedeIstat,
        version: asl.version,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await json<Struttura[]>('/api/v1/strutture?codiceAsl=010299')).map((s) => s.id)).toEqual(
      before.map((s) => s.id),
    );
    expect(await json<Struttura[]>('/api/v1/strutture?codiceAsl=010207')).toEqual([]);
  });
});
