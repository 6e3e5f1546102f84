import { healthenvSoglieMessages, SOGLIE_PREDEFINITE, type Soglie } from '@halo/contract/healthenv/soglie';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { adminSession, operatoreSession, renderHealthenv } from '../postazioni/postazioni.test-utils.tsx';
import { HealthenvSoglie } from './soglie.screen.tsx';

const URL = '/api/healthenv/soglie';

const soglie: Soglie = { ...SOGLIE_PREDEFINITE, version: 4, aggiornate: '2026-03-02T10:30:00.000Z' };

function api(first: Route[] = [], read: () => Soglie = () => soglie) {
  return stubFetch(
    ...first,
    on('GET', URL, () => json(read())),
  );
}

const render = (session = adminSession) => renderHealthenv(<HealthenvSoglie />, '/healthenv/soglie', session);

const rowCells = (table: HTMLElement, index: number) =>
  within(within(table).getAllByRole('row')[index] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * The editor has some three hundred inputs: Testing Library's label and role queries walk every element for each
 * of them (seconds per query in jsdom), so the editor's inputs and buttons are found by their label's text.
 */
function editorOf(form: HTMLElement) {
  const scope = within(form);
  return {
    form,
    input(label: string): HTMLInputElement {
      const text = scope.getByText(label, { selector: 'label, label > span' });
      const owner = text.closest('label') as HTMLLabelElement;
      return document.getElementById(owner.htmlFor) as HTMLInputElement;
    },
    /** The header of a row of the bands, by the pollutant it starts with. */
    rowHeader(start: string): HTMLElement {
      return scope.getByText((_, el) => el?.tagName === 'TH' && Boolean(el.textContent?.startsWith(start)));
    },
    button(name: string): HTMLButtonElement {
      const labelled = form.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
      return labelled ?? (scope.getByText(name, { selector: 'button' }) as HTMLButtonElement);
    },
  };
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Modifica le soglie' }));
  return editorOf(screen.getByRole('form', { name: 'Modifica delle soglie' }));
}

describe('HealthenvSoglie: reading the thresholds', () => {
  it('shows every part of the configuration to an operator, in words, without editing', async () => {
    api();
    render(operatoreSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Soglie' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Soglie/);
    expect(await screen.findByText(/Ultima modifica: 02\/03\/2026, 11:30\./)).toHaveTextContent(
      'Le modificano gli amministratori dell’applicazione.',
    );
    expect(screen.queryByRole('button', { name: 'Modifica le soglie' })).not.toBeInTheDocument();

    const coverage = screen.getByRole('region', { name: 'Copertura minima' });
    expect(coverage).toHaveTextContent('Media giornaliera75 %');
    expect(coverage).toHaveTextContent('Media annuale90 %');

    const limits = screen.getByRole('table', { name: 'Limiti' });
    expect(within(limits).getAllByRole('row')).toHaveLength(SOGLIE_PREDEFINITE.limiti.length + 1);
    expect(rowCells(limits, 3)).toEqual([
      'Biossido di azoto (NO₂)',
      'Media oraria',
      '200 µg/m³',
      '18',
      'D.Lgs. 155/2010 (Dir. 2008/50/CE)',
      'Valore limite',
      'no',
    ]);
    expect(rowCells(limits, 4)[3]).toBe('nessuno');
    expect(rowCells(limits, 26)).toEqual([
      'Benzene',
      'Media annuale',
      '3,4 µg/m³',
      'nessuno',
      'Dir. (UE) 2024/2881, dal 2030',
      'Valore limite',
      'no',
    ]);
    expect(rowCells(limits, 17)[6]).toBe('da verificare');

    const bands = screen.getByRole('table', { name: 'Bande dell’indice europeo (EAQI)' });
    const headers = within(bands)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Inquinante',
      'Buona',
      'Discreta',
      'Moderata',
      'Scadente',
      'Molto scadente',
      'Estremamente scadente',
    ]);
    const pm25 = within(bands)
      .getByRole('rowheader', { name: /^PM2,5/ })
      .closest('tr') as HTMLElement;
    expect(
      within(pm25)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'fino a 10 µg/m³',
      'da 10 a 20 µg/m³',
      'da 20 a 25 µg/m³',
      'da 25 a 50 µg/m³',
      'da 50 a 75 µg/m³',
      'oltre 75 µg/m³',
    ]);
    expect(pm25).toHaveTextContent('media su 24 ore');

    const alerts = screen.getByRole('table', { name: 'Soglie di allerta' });
    expect(rowCells(alerts, 3)).toEqual([
      'Biossido di azoto (NO₂)',
      'Media oraria',
      '400 µg/m³',
      '3 ore',
      'Allarme',
    ]);
    expect(rowCells(alerts, 5)).toEqual([
      'PM10',
      'Media giornaliera',
      '50 µg/m³',
      '1 giorno',
      'Informazione',
    ]);
    expect(screen.getByRole('region', { name: 'Postazioni silenti' })).toHaveTextContent('48 ore');
  });

  it("reads the role from the token's client roles, as the server does", async () => {
    const token = (roles: string[]) =>
      ['e30', btoa(JSON.stringify({ resource_access: { healthenv: { roles } } })), 'firma'].join('.');
    api();
    const { unmount } = render({ ...operatoreSession, role: null, bearerToken: token(['admin']) });
    expect(await screen.findByRole('button', { name: 'Modifica le soglie' })).toBeInTheDocument();
    unmount();

    api();
    render({ ...adminSession, bearerToken: token(['operatore']) });
    expect(await screen.findByRole('table', { name: 'Limiti' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica le soglie' })).not.toBeInTheDocument();
  });

  it('says so when the thresholds cannot be read', async () => {
    stubFetch(on('GET', URL, () => errorBody(500, 'Errore interno del server.')));
    render();
    expect(await screen.findByText('Non è stato possibile leggere le soglie.')).toBeInTheDocument();
    expect(alertStore.list().map((a) => a.message)).toEqual(['Errore interno del server.']);
    expect(screen.queryByRole('button', { name: 'Modifica le soglie' })).not.toBeInTheDocument();
  });
});

describe('HealthenvSoglie: the administrator edits them', () => {
  it('saves the whole configuration with its version: percentages as fractions, rows removed and added', async () => {
    let saved: Soglie = soglie;
    const fetch = api(
      [
        on('PUT', URL, (_url, body) => {
          const { version: _v, ...rest } = body as Soglie;
          saved = { ...rest, version: 5, aggiornate: '2026-03-05T08:00:00.000Z' } as Soglie;
          return json(saved);
        }),
      ],
      () => saved,
    );
    render();
    const f = await openEditor();
    const daily = f.input('Copertura minima giornaliera (%) *');
    expect(daily).toHaveValue('75');
    await userEvent.clear(daily);
    await userEvent.type(daily, '80');
    // The third limit, NO₂ hourly: its threshold with the unit beside it.
    const no2 = f.input('Soglia del limite 3');
    expect(no2).toHaveValue('200');
    expect(no2.parentElement).toHaveTextContent('µg/m³');
    await userEvent.clear(no2);
    await userEvent.type(no2, '190,5');
    await userEvent.click(f.button('Togli il limite 1'));
    const pm25 = f.input('PM2,5, limite superiore della banda Buona');
    await userEvent.clear(pm25);
    await userEvent.type(pm25, '5');
    await userEvent.click(f.button('Aggiungi una soglia di allerta'));
    await userEvent.type(f.input('Identificativo della soglia di allerta 6'), 'CO-allarme');
    await userEvent.selectOptions(
      f.input('Inquinante della soglia di allerta 6'),
      'Monossido di carbonio (CO)',
    );
    expect(f.input('Soglia della soglia di allerta 6').parentElement).toHaveTextContent('mg/m³');
    await userEvent.type(f.input('Soglia della soglia di allerta 6'), '30');
    await userEvent.clear(f.input('Tempo di silenzio (ore) *'));
    await userEvent.type(f.input('Tempo di silenzio (ore) *'), '72');
    await userEvent.click(f.button('Salva le soglie'));

    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Soglie salvate.');
    const [body] = fetch.bodies('PUT', URL) as SoglieBody[];
    expect(body?.version).toBe(4);
    expect(body?.coperturaGiornaliera).toBe(0.8);
    expect(body?.coperturaAnnuale).toBe(0.9);
    expect(body?.silenzioOre).toBe(72);
    expect(body?.limiti).toHaveLength(SOGLIE_PREDEFINITE.limiti.length - 1);
    expect(body?.limiti[0]?.id).toBe('SO2-giorno');
    expect(body?.limiti[1]).toEqual({ ...SOGLIE_PREDEFINITE.limiti[2], soglia: 190.5 });
    expect(body?.bandeEaqi).toEqual({ ...SOGLIE_PREDEFINITE.bandeEaqi, 'PM2.5': [5, 20, 25, 50, 75] });
    expect(body?.allerte[5]).toEqual({
      id: 'CO-allarme',
      inquinante: 'CO',
      indicatore: 'media oraria',
      soglia: 30,
      consecutivi: 1,
      livello: 'informazione',
    });
    const coverage = screen.getByRole('region', { name: 'Copertura minima' });
    expect(coverage).toHaveTextContent('Media giornaliera80 %');
    expect(screen.getByRole('button', { name: 'Modifica le soglie' })).toHaveFocus();
  });

  it("puts the server's field errors under their inputs, the EAQI row of PM2.5 included", async () => {
    const fetch = api([
      on('PUT', URL, () =>
        errorBody(400, 'Dati non validi.', [
          { path: 'body.limiti.3.soglia', message: 'Soglia non plausibile.' },
          { path: 'body.limiti.5.id', message: 'Identificativo già usato da un’altra configurazione.' },
          { path: 'body.bandeEaqi.PM2.5', message: healthenvSoglieMessages.bandeCrescenti },
          { path: 'body.limiti.7', message: healthenvSoglieMessages.sogliaDuplicata },
        ]),
      ),
    ]);
    render();
    const f = await openEditor();
    await userEvent.click(f.button('Salva le soglie'));
    const soglia = f.input('Soglia del limite 4');
    await waitFor(() => expect(soglia).toHaveAccessibleDescription('Soglia non plausibile.'));
    expect(soglia).toHaveAttribute('aria-invalid', 'true');
    expect(f.input('Identificativo del limite 6')).toHaveAccessibleDescription(
      'Identificativo già usato da un’altra configurazione.',
    );
    const pm25 = f.rowHeader('PM2,5');
    expect(pm25).toHaveTextContent(healthenvSoglieMessages.bandeCrescenti);
    const eighth = f.input('Identificativo del limite 8').closest('td') as HTMLElement;
    expect(eighth).toHaveTextContent(healthenvSoglieMessages.sogliaDuplicata);
    expect(fetch.bodies('PUT', URL)).toHaveLength(1);
  });

  it('refuses bands that do not grow and a coverage out of range before sending', async () => {
    const fetch = api();
    render();
    const f = await openEditor();
    const third = f.input('Biossido di azoto (NO₂), limite superiore della banda Moderata');
    await userEvent.clear(third);
    await userEvent.type(third, '80');
    await userEvent.clear(f.input('Copertura minima annuale (%) *'));
    await userEvent.type(f.input('Copertura minima annuale (%) *'), '40');
    await userEvent.click(f.button('Salva le soglie'));
    const no2 = f.rowHeader('Biossido di azoto');
    await waitFor(() => expect(no2).toHaveTextContent(healthenvSoglieMessages.bandeCrescenti));
    expect(f.input('Copertura minima annuale (%) *')).toHaveAccessibleDescription(
      'Copertura minima annuale: almeno 0,5. Tra 50 e 100 %.',
    );
    expect(fetch.calls().filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('says when someone else changed them meanwhile, and reloads them to start over', async () => {
    let version = 4;
    let puts = 0;
    const fetch = api(
      [
        on('PUT', URL, () => {
          puts += 1;
          if (puts === 1) {
            version = 5;
            return errorBody(409, healthenvSoglieMessages.versione, [
              { path: 'body.version', message: healthenvSoglieMessages.versione },
            ]);
          }
          return json({ ...soglie, version: 6 });
        }),
      ],
      () => ({ ...soglie, version, silenzioOre: version === 5 ? 24 : 48 }),
    );
    render();
    const f = await openEditor();
    await userEvent.clear(f.input('Tempo di silenzio (ore) *'));
    await userEvent.type(f.input('Tempo di silenzio (ore) *'), '12');
    await userEvent.click(f.button('Salva le soglie'));
    expect(await within(f.form).findByRole('alert')).toHaveTextContent(
      'Le soglie sono state modificate da qualcun altro',
    );
    await userEvent.click(f.button('Ricarica i dati'));
    const form = editorOf(await screen.findByRole('form', { name: 'Modifica delle soglie' }));
    await waitFor(() => expect(form.input('Tempo di silenzio (ore) *')).toHaveValue('24'));
    await userEvent.click(form.button('Salva le soglie'));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect((fetch.bodies('PUT', URL) as SoglieBody[]).map((b) => [b.version, b.silenzioOre])).toEqual([
      [4, 12],
      [5, 24],
    ]);
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    render(operatoreSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Thresholds' })).toBeInTheDocument();
    const bands = await screen.findByRole('table', { name: 'European Air Quality Index (EAQI) bands' });
    expect(within(bands).getByRole('columnheader', { name: 'Extremely poor' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Silent stations' })).toHaveTextContent('48 hours');
    expect(screen.getByText(/The administrators of the application change them\./)).toBeInTheDocument();
  });
});

type SoglieBody = Omit<Soglie, 'aggiornate'>;
