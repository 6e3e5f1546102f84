import { strokeMessages } from '@halo/contract';
import type { Allerta } from '@halo/contract/stroke/dispositivi';
import { type Paziente, strokePazientiRoutes } from '@halo/contract/stroke/pazienti';
import type { ProfiloStroke } from '@halo/contract/stroke/profilo';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { bodyRows, cellsOf, showChartData } from '../../../test/table.ts';
import { neri, PROFILO, profili, verdi } from '../profilo/profilo.test-utils.tsx';
import {
  allertaFrequenza,
  allertaPressione,
  allertaRitmoNeri,
  devicePaths,
  dispositiviReads,
  NOW,
} from './dispositivi.test-utils.tsx';
import { StrokeMisurazioni } from './stroke-misurazioni.screen.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});

const render = (url = '/stroke/misurazioni') => renderScreen(<StrokeMisurazioni />, url);
const region = (name: string) => screen.findByRole('region', { name });
const rowWith = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;
const SEVEN_DAYS_AGO = '2026-11-19T10:00:00.000Z';

/**
 * The server of the screen for `profilo`: patients 7 (Anna Verdi, two alerts) and 8 (Bruno Neri, an open rhythm
 * alert), the doctor's alerts following «Presa visione», the doctor's search and cards. `first` answers before.
 */
function api(profilo: ProfiloStroke, ...first: Route[]) {
  let alerts: Allerta[] = [allertaPressione, allertaRitmoNeri, allertaFrequenza];
  const ofPatient = (id: number) => alerts.filter((a) => a.paziente.id === id);
  const patients: Paziente[] = [verdi, neri];
  return stubFetch(
    ...first,
    on('GET', PROFILO, () => json(profilo)),
    on('GET', devicePaths.allerteMedico, (url) =>
      json(url.searchParams.get('aperte') === 'true' ? alerts.filter((a) => a.chiusa === null) : alerts),
    ),
    on('GET', devicePaths.allerte(7), () => json(ofPatient(7))),
    on('GET', devicePaths.allerte(8), () => json(ofPatient(8))),
    (url, init) => {
      const match = /^\/api\/stroke\/allerte\/(\d+)\/vista$/.exec(url.pathname);
      if (init?.method !== 'PUT' || !match) return undefined;
      alerts = alerts.map((a) => (a.id === Number(match[1]) ? { ...a, vista: NOW } : a));
      return json(alerts.find((a) => a.id === Number(match[1])));
    },
    on('GET', strokePazientiRoutes.pazientiMedico.url, (url) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const found = patients.filter((p) => `${p.nome} ${p.cognome}`.toLowerCase().includes(q));
      return json({ items: found, total: found.length, page: 1, size: 10 });
    }),
    on('GET', fillPath(strokePazientiRoutes.paziente.url, { id: 7 }), () => json(verdi)),
    on('GET', fillPath(strokePazientiRoutes.paziente.url, { id: 8 }), () => json(neri)),
    ...dispositiviReads(7),
    ...dispositiviReads(8),
  );
}

describe('StrokeMisurazioni: the patient', () => {
  it('shows the latest value of each kind with its unit and time, and how it stands to the thresholds', async () => {
    const fetch = api(profili.paziente);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Misurazioni' })).toBeInTheDocument();
    // Neither the doctor's alerts nor a choice of patient.
    expect(screen.queryByRole('region', { name: 'Allerte dei tuoi pazienti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paziente' })).not.toBeInTheDocument();

    const latest = await region('Ultimi valori');
    const card = (name: string) =>
      within(latest).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    await waitFor(() => expect(card('Pressione arteriosa')).toHaveTextContent('185/95 mmHg'));
    expect(card('Pressione arteriosa')).toHaveTextContent('Misurato il 26/11/2026, 07:30');
    expect(card('Pressione arteriosa')).toHaveTextContent('Sopra la soglia (sistolica massima 180 mmHg)');
    // Each card's body is Bootstrap Italia's card body, with its padding (the kit's Card is an `it-card`).
    for (const item of within(latest).getAllByRole('listitem')) {
      expect(item.querySelector('.it-card > .it-card-body')).not.toBeNull();
    }
    await waitFor(() => expect(card('Frequenza cardiaca')).toHaveTextContent('80 battiti/min'));
    expect(card('Frequenza cardiaca')).toHaveTextContent('Nei limiti delle soglie');
    await waitFor(() => expect(card('Saturazione di ossigeno (SpO2)')).toHaveTextContent('97%'));
    await waitFor(() =>
      expect(card('Temperatura corporea')).toHaveTextContent('Nessuna misurazione ricevuta.'),
    );
    await waitFor(() => expect(card('Passi nelle 24 ore')).toHaveTextContent('8.532 passi'));
    expect(card('Passi nelle 24 ore')).toHaveTextContent('Nel giorno 25/11/2026');
    await waitFor(() =>
      expect(card('Classificazione del ritmo cardiaco')).toHaveTextContent(
        'Fibrillazione atrialeMisurato il 26/11/2026, 03:00Ritmo irregolare: oltre la soglia di allerta',
      ),
    );
    expect(fetch.urls()).toContain(`${devicePaths.misurazioni(7)}?codice=8867-4&limite=1`);
  });

  it('draws a chart of each kind over the last 7 days with the thresholds, told in words and as a table', async () => {
    const fetch = api(profili.paziente);
    render();
    expect(
      await screen.findByRole('img', {
        name: "Pressione arteriosa negli ultimi 7 giorni: 2 misurazioni; Sistolica da 135 a 185 mmHg; Diastolica da 85 a 95 mmHg; l'ultima 185/95 mmHg il 26/11/2026, 07:30; una misurazione oltre le soglie (sistolica massima 180 mmHg, diastolica massima 110 mmHg).",
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: "Frequenza cardiaca negli ultimi 7 giorni: 3 misurazioni; valori da 72 a 125 battiti/min; l'ultima 80 battiti/min il 26/11/2026, 09:00; una misurazione oltre le soglie (massima 120 battiti/min, minima 40 battiti/min).",
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: /^Passi nelle 24 ore negli ultimi 7 giorni: una misurazione;.*nessuna soglia di allerta per questa misura\.$/,
      }),
    ).toBeInTheDocument();
    const temperature = await region('Temperatura corporea');
    expect(
      await within(temperature).findByText('Nessuna misurazione negli ultimi 7 giorni.'),
    ).toBeInTheDocument();
    expect(fetch.urls()).toContain(
      `${devicePaths.misurazioni(7)}?codice=8867-4&dal=${encodeURIComponent(SEVEN_DAYS_AGO)}&limite=5000`,
    );

    const [first, second] = bodyRows(await showChartData('Frequenza cardiaca'));
    expect(first).toEqual(['26/11/2026, 09:00', '80 battiti/min', 'Nei limiti delle soglie']);
    expect(second).toEqual([
      '25/11/2026, 20:00',
      '125 battiti/min',
      'Sopra la soglia (massima 120 battiti/min)',
    ]);

    const steps = await showChartData('Passi nelle 24 ore');
    expect(bodyRows(steps)[0]).toEqual(['dal 25/11/2026, 00:00 al 26/11/2026, 00:00', '8.532 passi']);
  });

  it('lists the rhythm’s classifications in words, newest first', async () => {
    api(profili.paziente);
    render();
    const rhythm = await region('Ritmo cardiaco');
    expect(
      await within(rhythm).findByText(
        'Classificazioni negli ultimi 7 giorni: 2 — ritmo sinusale 1, fibrillazione atriale 1, non conclusive 0.',
      ),
    ).toBeInTheDocument();
    const items = within(
      within(rhythm).getByRole('list', { name: 'Classificazioni del ritmo, dalla più recente' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fibrillazione atriale26/11/2026, 03:00Ritmo irregolare: oltre la soglia di allerta',
      'Ritmo sinusale25/11/2026, 08:00',
    ]);
  });

  it('keeps the period in the address and reads the measurements of the period chosen', async () => {
    const fetch = api(profili.paziente);
    const { router } = render();
    await screen.findByRole('img', {
      name: /^Saturazione di ossigeno \(SpO2\) negli ultimi 7 giorni: una misurazione;/,
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Ultimi 30 giorni' }));
    expect(router.state.location.search).toBe('?periodo=30g');
    expect(
      await screen.findByRole('img', {
        name: /^Saturazione di ossigeno \(SpO2\) negli ultimi 30 giorni: 2 misurazioni; valori da 91 a 97%;/,
      }),
    ).toBeInTheDocument();
    expect(fetch.urls()).toContain(
      `${devicePaths.misurazioni(7)}?codice=59408-5&dal=${encodeURIComponent('2026-10-27T10:00:00.000Z')}&limite=5000`,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Ultime 24 ore' }));
    expect(
      await screen.findByRole('img', { name: /^Frequenza cardiaca nelle ultime 24 ore: 2 misurazioni;/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ultime 24 ore' })).toBeChecked();
  });

  it('shows the patient their alert episodes and whether the doctor saw them, and the thresholds read-only', async () => {
    api(profili.paziente);
    render();
    const alerts = await screen.findByRole('table', { name: 'Episodi di allerta di Anna Verdi' });
    expect(cellsOf(rowWith(alerts, 'Pressione sistolica sopra la soglia'))).toEqual([
      'Pressione sistolica sopra la soglia',
      'In corso',
      '185 mmHg',
      '180 mmHg',
      '26/11/2026, 07:30',
      '26/11/2026, 07:30',
      'Non ancora vista dal medico',
    ]);
    expect(cellsOf(rowWith(alerts, 'Frequenza cardiaca sopra la soglia'))).toEqual([
      'Frequenza cardiaca sopra la soglia',
      'Chiusoil 26/11/2026, 09:00',
      '125 battiti/min',
      '120 battiti/min',
      '25/11/2026, 20:00',
      '25/11/2026, 20:00',
      'Presa visione il 26/11/2026, 09:30',
    ]);
    expect(within(alerts).queryByRole('button')).not.toBeInTheDocument();
    const thresholds = await region('Soglie di allerta');
    expect(await within(thresholds).findByText('180 mmHg')).toBeInTheDocument();
    expect(within(thresholds).queryByRole('button', { name: 'Modifica le soglie' })).not.toBeInTheDocument();
  });
});

describe('StrokeMisurazioni: the doctor', () => {
  it('reads the alerts of all their patients first, open ones first, and takes one in', async () => {
    const fetch = api(profili.medico);
    render();
    const section = await region('Allerte dei tuoi pazienti');
    const table = await within(section).findByRole('table', { name: 'Allerte dei tuoi pazienti' });
    expect(within(section).getByText('2 episodi in corso. 2 da prendere in visione.')).toBeInTheDocument();
    expect(fetch.urls()).toContain(`${devicePaths.allerteMedico}?aperte=true`);
    const pressure = rowWith(table, 'Pressione sistolica sopra la soglia');
    expect(within(pressure).getByRole('link', { name: 'Anna Verdi' })).toHaveAttribute(
      'href',
      '/stroke/pazienti/7',
    );
    expect(within(pressure).getByRole('link', { name: 'Misurazioni di Anna Verdi' })).toHaveAttribute(
      'href',
      '/stroke/misurazioni?paziente=7',
    );
    expect(rowWith(table, 'Ritmo cardiaco irregolare (possibile fibrillazione atriale)')).toHaveTextContent(
      'Bruno NeriMisurazioni di Bruno NeriRitmo cardiaco irregolare (possibile fibrillazione atriale)In corsoFibrillazione atriale—',
    );

    await userEvent.click(
      within(pressure).getByRole('button', {
        name: 'Presa visione: Pressione sistolica sopra la soglia, Anna Verdi, dal 26/11/2026, 07:30',
      }),
    );
    const seen = await within(table).findByText('Presa visione il 26/11/2026, 11:00');
    await waitFor(() => expect(seen).toHaveFocus());
    expect(within(section).getByText('2 episodi in corso. Uno da prendere in visione.')).toBeInTheDocument();
    expect(fetch.urls()).toContain(devicePaths.vista(91));

    await userEvent.click(within(section).getByRole('checkbox', { name: 'Mostra anche gli episodi chiusi' }));
    expect(await within(section).findByText('Frequenza cardiaca sopra la soglia')).toBeInTheDocument();
    expect(fetch.urls()).toContain(devicePaths.allerteMedico);
  });

  it('finds a patient and shows their measurements, with the thresholds to edit and the alerts to take in', async () => {
    api(profili.medico);
    const { router } = render();
    expect(await screen.findByText('Scegli un paziente per vederne le misurazioni.')).toBeInTheDocument();
    const choice = await region('Paziente');
    await userEvent.type(
      within(choice).getByRole('searchbox', {
        name: 'Cerca un paziente per nome, cognome, e-mail o codice fiscale',
      }),
      'verdi',
    );
    await waitFor(() => expect(within(choice).getByText('1 paziente trovato.')).toBeInTheDocument());
    await userEvent.click(within(choice).getByRole('link', { name: 'Anna Verdi' }));
    expect(router.state.location.search).toBe('?q=verdi&paziente=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Misurazioni di Anna Verdi' }),
    ).toBeInTheDocument();
    expect(within(choice).getByText(/Stai consultando le misurazioni di Anna Verdi\./)).toBeInTheDocument();
    expect(within(choice).getByRole('link', { name: 'Apri la scheda di Anna Verdi' })).toHaveAttribute(
      'href',
      '/stroke/pazienti/7',
    );
    expect(within(choice).getByRole('link', { name: 'Anna Verdi' })).toHaveAttribute('aria-current', 'true');
    const thresholds = await region('Soglie di allerta');
    expect(await within(thresholds).findByRole('button', { name: 'Modifica le soglie' })).toBeInTheDocument();
    const alerts = await screen.findByRole('table', { name: 'Episodi di allerta di Anna Verdi' });
    expect(
      within(alerts).getByRole('button', { name: /^Presa visione: Pressione sistolica/ }),
    ).toBeInTheDocument();
  });

  it('says a patient the doctor does not follow is not found, without a technical alert', async () => {
    const fetch = api(
      profili.medico,
      on('GET', fillPath(strokePazientiRoutes.paziente.url, { id: 99 }), () =>
        errorBody(404, strokeMessages.pazienteNotFound),
      ),
    );
    render('/stroke/misurazioni?paziente=99');
    expect(
      await screen.findByText(
        'Il paziente non esiste o non è tra quelli di cui puoi consultare le misurazioni.',
      ),
    ).toBeInTheDocument();
    expect(fetch.urls().some((url) => url.startsWith(devicePaths.misurazioni(99)))).toBe(false);
    expect(alertStore.list()).toEqual([]);
  });
});

describe('StrokeMisurazioni: the caregiver and the other roles', () => {
  it('lets a caregiver choose among the people they care for, read-only', async () => {
    const fetch = api(profili.caregiver);
    const { router } = render();
    const choice = await region('Paziente');
    await userEvent.selectOptions(
      within(choice).getByRole('combobox', { name: 'Persona assistita' }),
      'Anna Verdi',
    );
    expect(router.state.location.search).toBe('?paziente=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Misurazioni di Anna Verdi' }),
    ).toBeInTheDocument();
    const alerts = await screen.findByRole('table', { name: 'Episodi di allerta di Anna Verdi' });
    expect(within(alerts).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Allerte dei tuoi pazienti' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Frequenza cardiaca negli ultimi 7 giorni:/ }),
    ).toBeInTheDocument();
    // The card's read is the doctor's: the caregiver's patient comes from their profile.
    expect(fetch.urls()).not.toContain(fillPath(strokePazientiRoutes.paziente.url, { id: 7 }));
    expect(fetch.urls()).not.toContain(`${devicePaths.allerteMedico}?aperte=true`);
  });

  it('tells a caregiver the patient revoked the consent (403)', async () => {
    api(
      profili.caregiver,
      on('GET', devicePaths.soglie(8), () => errorBody(403, strokeMessages.consentRevoked)),
    );
    render('/stroke/misurazioni?paziente=8');
    expect(
      await screen.findByText('Il paziente ha revocato il consenso: i suoi dati non sono più consultabili.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ultimi valori' })).not.toBeInTheDocument();
    expect(alertStore.list()).toEqual([]);
  });

  it('reads nobody a caregiver does not care for', async () => {
    const fetch = api(profili.caregiver);
    render('/stroke/misurazioni?paziente=99');
    expect(
      await screen.findByText(
        'Il paziente non esiste o non è tra quelli di cui puoi consultare le misurazioni.',
      ),
    ).toBeInTheDocument();
    expect(fetch.urls()).toEqual([PROFILO]);
  });

  it('is for doctors, patients and caregivers only', async () => {
    const fetch = api(profili.admin);
    render();
    expect(
      await screen.findByText(
        'Questa pagina è per i medici, i pazienti e i caregiver del servizio: il tuo account non ha nessuno di questi ruoli.',
      ),
    ).toBeInTheDocument();
    expect(fetch.urls()).toEqual([PROFILO]);
  });

  it('speaks English when English is chosen', async () => {
    await setLanguage('en');
    api(profili.paziente);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Measurements' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'Heart rate in the last 7 days: 3 measurements; values from 72 to 125 beats/min; the latest 80 beats/min on 26/11/2026, 09:00; one measurement beyond the thresholds (maximum 120 beats/min, minimum 40 beats/min).',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeInTheDocument();
  });
});
