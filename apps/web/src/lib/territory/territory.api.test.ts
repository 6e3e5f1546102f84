import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { alertStore } from '../../shell/alerts/alert.store.ts';
import { browserAlertInEachTest } from '../../test/browser-alert.ts';
import { errorBody, json, stubFetch } from '../../test/fetch-stub.ts';
import { publicTerritory } from './territory.api.ts';

const browserAlert = browserAlertInEachTest();

describe("the picker's public reads (SPEC.md §8)", () => {
  it.each([
    ['province', () => publicTerritory.province('010'), 'Errore durante il recupero delle province.'],
    ['comuni', () => publicTerritory.comuni('TO'), 'Errore durante il recupero dei comuni.'],
  ])('%s: window.alert with the retrieval error, no global alert, empty answer', async (_, read, message) => {
    stubFetch(() => new Response('', { status: 502 }));
    expect(await read()).toEqual([]);
    expect(browserAlert).toHaveBeenCalledWith(message);
    expect(alertStore.list()).toEqual([]);
  });

  it("shows the server's message when it gives one", async () => {
    stubFetch(() => errorBody(400, 'Il codice regione è di tre cifre.'));
    await publicTerritory.province('01');
    expect(browserAlert).toHaveBeenCalledWith('Il codice regione è di tre cifre.');
  });

  it('the regions use the global alert with the status, never the browser one', async () => {
    stubFetch(() => new Response('', { status: 500 }));
    expect(await publicTerritory.regioni()).toEqual([]);
    expect(browserAlert).not.toHaveBeenCalled();
    expect(alertStore.list().map((a) => [a.message, a.status])).toEqual([
      ['Errore durante il recupero delle regioni.', 500],
    ]);
  });

  it('words the retrieval errors in the current language', async () => {
    await setLanguage('en');
    stubFetch(() => new Response('', { status: 502 }));
    await publicTerritory.comuni('TO');
    expect(browserAlert).toHaveBeenCalledWith('Error while retrieving the municipalities.');
  });

  it('a successful read alerts nobody', async () => {
    stubFetch(() => json([]));
    await publicTerritory.comuni('TO');
    expect(browserAlert).not.toHaveBeenCalled();
    expect(alertStore.list()).toEqual([]);
  });
});
