import { describe, expect, it, vi } from 'vitest';
import { writeRoute } from '../../lib/call-route.ts';
import { territoryReadError } from '../../lib/territory/territory.api.ts';
import { alertStore } from '../../shell/alerts/alert.store.ts';
import { browserAlertInEachTest } from '../../test/browser-alert.ts';
import { errorBody, json, stubFetch } from '../../test/fetch-stub.ts';
import {
  bodyField,
  publicRegional,
  regional,
  regionalReadError,
  writeFallbackMessage,
} from './regional.api.ts';
import { regioneKind } from './regional.entities.ts';

const browserAlert = browserAlertInEachTest();

describe('the reads SPEC.md §8 sends to the browser alert', () => {
  it.each([
    ['nazioni', () => regional.nazioni(), regionalReadError('nazioni')],
    ['province', () => regional.province('010'), territoryReadError('province')],
    ['comuni', () => regional.comuni('TO'), territoryReadError('comuni')],
    ['comune by id', () => regional.comuneById(5), regionalReadError('comune')],
    ['quartieri', () => regional.quartieri(5), regionalReadError('quartieri')],
    ['authorities', () => regional.asl('010'), regionalReadError('asl')],
    ['public quartieri', () => publicRegional.quartieri(5), regionalReadError('quartieri')],
  ])('%s: window.alert with the retrieval error, no global alert, empty answer', async (_, read, message) => {
    stubFetch(() => new Response('', { status: 502 }));
    const answer = await read();
    expect(answer === null || (Array.isArray(answer) && answer.length === 0)).toBe(true);
    expect(browserAlert).toHaveBeenCalledWith(message);
    expect(alertStore.list()).toEqual([]);
  });

  it("shows the server's message when it gives one", async () => {
    stubFetch(() => errorBody(400, 'Il codice regione è di tre cifre.'));
    await regional.province('01');
    expect(browserAlert).toHaveBeenCalledWith('Il codice regione è di tre cifre.');
  });

  it('the other reads use the global alert with the status, never the browser one', async () => {
    stubFetch(() => new Response('', { status: 500 }));
    expect(await regional.regioni()).toEqual([]);
    expect(await regional.distretti('010203')).toEqual([]);
    expect(browserAlert).not.toHaveBeenCalled();
    expect(alertStore.list().map((a) => [a.message, a.status])).toEqual([
      [territoryReadError('regioni'), 500],
      [regionalReadError('distretti'), 500],
    ]);
  });

  it('a successful read alerts nobody', async () => {
    stubFetch(() => json([]));
    await regional.province('010');
    expect(browserAlert).not.toHaveBeenCalled();
    expect(alertStore.list()).toEqual([]);
  });
});

describe('regional writes (SPEC.md §8)', () => {
  it('fall back to the texts of the spec when the server says nothing', () => {
    expect(writeFallbackMessage('create', 'regione')).toBe('Errore nella creazione regione');
    expect(writeFallbackMessage('update', 'distretto')).toBe('Errore nella modifica dati distretto');
    expect(writeFallbackMessage('delete', 'unità operativa')).toBe(
      "Errore nell'eliminazione unità operativa",
    );
  });

  it("keep the server's message and field details of a refused write", async () => {
    stubFetch(() =>
      errorBody(409, 'Codice già usato.', [
        { path: 'body.codiceRegione', message: 'Codice regione già usato.' },
      ]),
    );
    const result = await writeRoute(regioneKind.routes.create, {
      body: { a: 1 },
      fallback: 'Errore nella creazione regione',
    });
    expect(result).toEqual({
      ok: false,
      status: 409,
      message: 'Codice già usato.',
      details: [{ path: 'body.codiceRegione', message: 'Codice regione già usato.' }],
    });
  });

  it('use the fallback when the answer has no message, or none came back', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const failed = await writeRoute(regioneKind.routes.update, {
      params: { id: 1 },
      body: {},
      fallback: 'Errore nella modifica dati regione',
    });
    expect(failed).toMatchObject({ ok: false, status: 502, message: 'Errore nella modifica dati regione' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = await writeRoute(regioneKind.routes.delete, {
      params: { id: 1 },
      fallback: "Errore nell'eliminazione regione",
    });
    expect(offline).toMatchObject({ ok: false, status: 0, message: "Errore nell'eliminazione regione" });
  });

  it('count only 200 and 201 as success, and raise no global alert on failure', async () => {
    const regione = {
      id: 1,
      codiceRegione: '010',
      codiceIstat: '01',
      denominazioneRegione: 'Piemonte',
      codiciMinisteriali: ['010'],
      version: 2,
    };
    stubFetch(() => json(regione, 201));
    expect(await writeRoute(regioneKind.routes.create, { body: {}, fallback: 'e' })).toEqual({
      ok: true,
      data: regione,
    });
    stubFetch(() => json(regione, 202));
    expect((await writeRoute(regioneKind.routes.create, { body: {}, fallback: 'e' })).ok).toBe(false);
    expect(alertStore.list()).toEqual([]);
  });

  it('map body paths onto form fields', () => {
    expect(bodyField('body.codiceCatastale')).toBe('codiceCatastale');
    expect(bodyField('body.comuniAnnessi.2')).toBe('comuniAnnessi');
    expect(bodyField('dipartimenti.4')).toBeNull();
  });
});
