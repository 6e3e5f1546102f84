import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Asl, Comune, Distretto, Nazione, Provincia, Quartiere, Regione } from '@halo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/servers.ts';

const PUBLIC = '/api/v1/public/gestioneregionale';

describe('regional data, public calls', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: `${PUBLIC}${url}`, headers });
  async function json<T>(url: string): Promise<T> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  async function badPaths(url: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    return (response.json() as { details: { path: string }[] }).details.map((d) => d.path);
  }

  it('lets an anonymous visitor pick region → province → comune → neighbourhood', async () => {
    const regioni = await json<Regione[]>('/regioni');
    expect(regioni).toHaveLength(20);
    const piemonte = regioni.find((r) => r.denominazioneRegione === 'Piemonte');
    const province = await json<Provincia[]>(
      `/province/bycodiceregione?codRegione=${piemonte?.codiceRegione}`,
    );
    expect(province.map((p) => p.sigla)).toContain('TO');
    const comuni = await json<Comune[]>('/comuni/bysigla?sigla=TO');
    const collegno = comuni.find((c) => c.denominazione === 'Collegno');
    expect(collegno).toMatchObject({ codiceCatastale: 'C860', codiceIstat: '001090' });
    const quartieri = await json<Quartiere[]>(`/quartieri/bycomune?comune=${collegno?.id}`);
    expect(quartieri.map((q) => q.denominazione)).toEqual([
      'Quartiere dimostrativo Centro',
      'Quartiere dimostrativo Nord',
    ]);
    expect(quartieri.every((q) => q.demo)).toBe(true);
  });

  it('gives the ASL of a region and the districts of an ASL', async () => {
    const asl = await json<Asl[]>('/asl/bycodes?codRegione=010');
    expect(asl).toHaveLength(12);
    expect(asl.find((a) => a.codiceAsl === '010203')?.denominazioneAzienda).toBe('TO3');
    expect((await json<Asl[]>('/asl/bycodes?codRegione=040')).map((a) => a.codiceAsl)).toEqual([
      '041201',
      '042101',
    ]);
    const distretti = await json<Distretto[]>('/distretti/getbycodiceasl?codiceAsl=010203');
    expect(distretti.map((d) => d.codiceDistretto).sort()).toEqual(['DEMO1', 'DEMO2', 'DEMO3']);
    expect(await json<Distretto[]>('/distretti/getbycodiceasl?codiceAsl=120201')).toEqual([]);
  });

  it('lists the 121 comuni of Roma and the two provinces of Trentino-Alto Adige', async () => {
    const roma = await json<Comune[]>('/comuni/bysigla?sigla=rm');
    expect(roma).toHaveLength(121);
    expect(roma.find((c) => c.codiceCatastale === 'H501')?.denominazione).toBe('Roma');
    expect(
      (await json<Provincia[]>('/province/bycodiceregione?codRegione=040')).map((p) => p.sigla).sort(),
    ).toEqual(['BZ', 'TN']);
  });

  it('lists the countries', async () => {
    const nazioni = await json<Nazione[]>('/nazioni');
    expect(nazioni.find((n) => n.codiceIso2 === 'CH')).toMatchObject({
      denominazione: 'Svizzera',
      codiceBelfiore: 'Z133',
    });
  });

  it('answers 400 with the field path on bad input', async () => {
    expect(await badPaths('/province/bycodiceregione')).toEqual(['querystring.codRegione']);
    expect(await badPaths('/province/bycodiceregione?codRegione=01')).toEqual(['querystring.codRegione']);
    expect(await badPaths('/comuni/bysigla?sigla=R1')).toEqual(['querystring.sigla']);
    expect(await badPaths('/quartieri/bycomune?comune=abc')).toEqual(['querystring.comune']);
    expect(await badPaths('/asl/bycodes?codRegione=ABC')).toEqual(['querystring.codRegione']);
    expect(await badPaths('/distretti/getbycodiceasl?codiceAsl=0102')).toEqual(['querystring.codiceAsl']);
    expect(await badPaths('/comuni/search?q=')).toEqual(['querystring.q']);
    expect(await badPaths('/comuni/search?q=roma&limit=0')).toEqual(['querystring.limit']);
    expect(await badPaths('/comuni/search?q=roma&limit=101')).toEqual(['querystring.limit']);
    const body = (await get('/comuni/bysigla?sigla=R1')).json();
    expect(body.details[0].message).toBe('La sigla della provincia è di due lettere maiuscole (es. TO).');
  });

  describe('comune search', () => {
    const search = async (q: string, limit?: number) =>
      json<Comune[]>(`/comuni/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);

    it('finds a comune by codice catastale', async () => {
      expect((await search('H501')).map((c) => c.denominazione)).toEqual(['Roma']);
      expect((await search('f205')).map((c) => c.denominazione)).toEqual(['Milano']);
      expect((await search('L219')).map((c) => c.denominazione)).toEqual(['Torino']);
    });

    it('finds comuni by ISTAT code, whole or partial', async () => {
      expect((await search('001272')).map((c) => c.denominazione)).toEqual(['Torino']);
      const prefix = await search('058', 100);
      expect(prefix.length).toBe(100);
      expect(prefix.every((c) => c.codiceIstat.startsWith('058'))).toBe(true);
      expect((await search('05809', 100)).map((c) => c.codiceIstat)).toContain('058091');
    });

    it('finds comuni as the name is typed, the likeliest first', async () => {
      expect((await search('r'))[0]?.denominazione).toBe('Roma');
      expect((await search('Mil'))[0]?.denominazione).toBe('Milano');
      expect((await search('torino'))[0]?.denominazione).toBe('Torino');
      expect((await search('forli')).map((c) => c.denominazione)).toContain('Forlì');
      expect((await search("reggio nell'e")).map((c) => c.denominazione)).toEqual(["Reggio nell'Emilia"]);
      expect((await search('reggio calabria')).map((c) => c.denominazione)).toEqual(['Reggio di Calabria']);
      expect((await search('emilia', 50)).map((c) => c.denominazione)).toContain("Reggio nell'Emilia");
      expect(await search('zzzzzz')).toEqual([]);
    });

    it('answers at most `limit` comuni, 20 by default', async () => {
      expect(await search('san')).toHaveLength(20);
      expect(await search('san', 7)).toHaveLength(7);
    });
  });

  describe('caching', () => {
    it('marks public answers cacheable with an ETag, and answers 304 to a matching conditional GET', async () => {
      for (const url of [
        '/nazioni',
        '/regioni',
        '/province/bycodiceregione?codRegione=010',
        '/comuni/bysigla?sigla=TO',
        '/comuni/search?q=roma',
        '/quartieri/bycomune?comune=1',
        '/asl/bycodes?codRegione=010',
        '/distretti/getbycodiceasl?codiceAsl=010203',
      ]) {
        const first = await get(url);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('public, max-age=3600');
        const etag = String(first.headers.etag);
        expect(etag, url).toMatch(/^"[^"]+"$/);
        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
      }
    });

    it('gives a new ETag when the answer changes', async () => {
      const a = await get('/comuni/bysigla?sigla=TO');
      const b = await get('/comuni/bysigla?sigla=RM');
      expect(a.headers.etag).not.toBe(b.headers.etag);
      expect(
        (await get('/comuni/bysigla?sigla=RM', { 'if-none-match': String(a.headers.etag) })).statusCode,
      ).toBe(200);
    });

    it('compresses large answers and keeps the ETag for the compressed one', async () => {
      const response = await get('/comuni/bysigla?sigla=RM', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.etag).toBeDefined();
      const list = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as Comune[];
      expect(list).toHaveLength(121);
      const conditional = await get('/comuni/bysigla?sigla=RM', {
        'accept-encoding': 'gzip',
        'if-none-match': String(response.headers.etag),
      });
      expect(conditional.statusCode).toBe(304);
    });

    it('serves Brotli to a client that accepts it, with the same entity tag before its encoding', async () => {
      const plain = await get('/comuni/bysigla?sigla=RM');
      const br = await get('/comuni/bysigla?sigla=RM', { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      const tag = String(plain.headers.etag).slice(1, -1);
      expect(br.headers.etag).toBe(`"${tag}.br"`);
      // A tag of one encoding validates the others: they are the same JSON.
      expect((await get('/comuni/bysigla?sigla=RM', { 'if-none-match': `"${tag}.br"` })).statusCode).toBe(
        304,
      );
      const declined = await get('/comuni/bysigla?sigla=RM', { 'accept-encoding': 'br;q=0, gzip' });
      expect(declined.headers['content-encoding']).toBe('gzip');
    });

    it('answers a change of the reference data at once, under a new entity tag', async () => {
      const before = await get('/comuni/bysigla?sigla=RM');
      const db = server.database.db;
      await db.execute(
        sql`update regional.comuni set denominazione = denominazione || ' (prova)' where denominazione = 'Roma'`,
      );
      try {
        const after = await get('/comuni/bysigla?sigla=RM', { 'if-none-match': String(before.headers.etag) });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect((after.json() as Comune[]).map((c) => c.denominazione)).toContain('Roma (prova)');
      } finally {
        await db.execute(
          sql`update regional.comuni set denominazione = 'Roma' where denominazione = 'Roma (prova)'`,
        );
      }
      expect((await get('/comuni/bysigla?sigla=RM')).body).toBe(before.body);
    });

    it('does not cache errors, nor the authenticated calls', async () => {
      const bad = await get('/comuni/bysigla?sigla=R1');
      expect(bad.headers['cache-control']).toBeUndefined();
      expect(bad.headers.etag).toBeUndefined();
      const authenticated = await server.app.inject({ url: '/api/v1/gestioneregionale/regione' });
      expect(authenticated.statusCode).toBe(401);
      expect(authenticated.headers.etag).toBeUndefined();
    });
  });
});
