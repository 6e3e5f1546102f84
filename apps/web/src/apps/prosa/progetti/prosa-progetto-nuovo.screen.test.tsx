import { type Progetto, progettoMessages, prosaProgettiRoutes } from '@halo/contract/prosa/progetti';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import {
  adminProsaSession,
  cittadinoSession,
  commonReads,
  fumoBozza,
  operatoreDistretto,
  operatoreSession,
  renderProgetti,
} from './progetti.test-utils.tsx';

const ADD = prosaProgettiRoutes.aggiungiProgetto.url;
const URL = '/prosa/progetti/nuovo';

const created: Progetto = {
  ...fumoBozza,
  id: 40,
  titolo: 'Laboratori di cucina',
  sintesi: 'Un percorso con le scuole primarie.',
  obiettivi: '',
  distretto: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
  dipartimento: null,
  tematiche: [{ id: 1, nome: 'Alimentazione' }],
  sottotematiche: [{ id: 2, nome: 'Allattamento al seno' }],
  destinatari: ['BAMBINI'],
  setting: ['SCUOLA'],
  dal: '2027-01-10',
  al: '2027-06-10',
  partner: ['Istituto comprensivo'],
  link: ['https://www.dors.it/'],
};

const field = (label: string) => screen.getByLabelText(label);
const group = (name: string) => screen.getByRole('group', { name });
const check = (name: string) => userEvent.click(screen.getByRole('checkbox', { name }));

describe('ProsaProgettoNuovo: a new project', () => {
  it("writes an operator's project of their authority, checked as the server checks it, then opens its page", async () => {
    let attempts = 0;
    const fetch = stubFetch(
      on('POST', ADD, () => {
        attempts += 1;
        return attempts === 1
          ? errorBody(400, progettoMessages.partUnknown, [
              { path: 'body.distrettoId', message: progettoMessages.partUnknown },
            ])
          : json(created, 201);
      }),
      on('GET', fillPath(prosaProgettiRoutes.progetto.url, { id: 40 }), () => json(created)),
      ...commonReads('operatore'),
    );
    const { router } = renderProgetti(URL, operatoreSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuovo progetto' })).toBeInTheDocument();
    expect(await screen.findByText('Il progetto è della tua azienda: ASL TO3.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Azienda sanitaria *' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Crea il progetto' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Controllare i dati inseriti:');
    expect(field('Titolo *')).toHaveAccessibleDescription('Indicare il titolo.');
    expect(field('Titolo *')).toHaveFocus();
    expect(field('Sintesi *')).toHaveAccessibleDescription('Indicare una sintesi.');
    expect(group('Tematiche *')).toHaveAccessibleDescription('Scegliere almeno una tematica.');
    expect(group('Destinatari *')).toHaveAccessibleDescription('Scegliere almeno un destinatario.');
    expect(group('Setting *')).toHaveAccessibleDescription('Scegliere almeno un setting.');
    expect(field('Data di inizio *')).toHaveAccessibleDescription('Data non valida (AAAA-MM-GG).');

    // Sub-themes only of the themes chosen; a theme left out takes its sub-themes with it.
    expect(screen.getByText('Scegliere una tematica per vederne le sottotematiche.')).toBeInTheDocument();
    await check('Alimentazione');
    await within(await screen.findByRole('group', { name: 'Sottotematiche di Alimentazione' })).findByRole(
      'checkbox',
      { name: 'Riduzione del sale' },
    );
    await check('Allattamento al seno');
    await check('Fumo di tabacco');
    // Its only sub-theme: one checkbox of a group is still a list of choices.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Smettere di fumare' }));
    expect(screen.getByRole('checkbox', { name: 'Smettere di fumare' })).toBeChecked();
    await check('Fumo di tabacco');
    expect(
      screen.queryByRole('group', { name: 'Sottotematiche di Fumo di tabacco' }),
    ).not.toBeInTheDocument();

    await userEvent.type(field('Titolo *'), created.titolo);
    await userEvent.type(field('Sintesi *'), created.sintesi);
    await check('Bambini (0-10 anni)');
    await check('Scuola');
    await userEvent.type(field('Data di inizio *'), '2027-01-10');
    await userEvent.type(field('Data di fine'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi partner' }));
    await userEvent.type(field('Partner 1'), 'Istituto comprensivo');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi partner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi partner 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi collegamento' }));
    await userEvent.type(field('Collegamento 1'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Crea il progetto' }));
    await waitFor(() =>
      expect(field('Data di fine')).toHaveAccessibleDescription(
        `${progettoMessages.dates} Vuota se il progetto non ha una fine prevista.`,
      ),
    );
    expect(field('Collegamento 1')).toHaveAccessibleDescription(
      `${progettoMessages.linkScheme} Un indirizzo completo, che inizia con https:// o http://.`,
    );
    expect(fetch.bodies('POST', ADD)).toEqual([]);

    await userEvent.clear(field('Data di fine'));
    await userEvent.type(field('Data di fine'), '2027-06-10');
    await userEvent.clear(field('Collegamento 1'));
    await userEvent.type(field('Collegamento 1'), 'https://www.dors.it/');
    const distretto = screen.getByRole('combobox', { name: 'Distretto' });
    await within(distretto).findByRole('option', { name: 'Distretto dimostrativo Rivoli' });
    await userEvent.selectOptions(distretto, 'Distretto dimostrativo Rivoli');
    await userEvent.click(screen.getByRole('button', { name: 'Crea il progetto' }));
    // The server's refusal goes under the field it is about.
    await waitFor(() =>
      expect(distretto).toHaveAccessibleDescription(
        `${progettoMessages.partUnknown} Tra quelli registrati nell’organizzazione dell’azienda.`,
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Crea il progetto' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Laboratori di cucina' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prosa/progetti/40');
    expect(screen.getByText('Progetto «Laboratori di cucina» creato in bozza.')).toBeInTheDocument();
    expect(fetch.bodies('POST', ADD).at(-1)).toEqual({
      titolo: 'Laboratori di cucina',
      sintesi: 'Un percorso con le scuole primarie.',
      obiettivi: '',
      aslId: 1,
      distrettoId: 6,
      dipartimentoId: null,
      tematiche: [1],
      sottotematiche: [2],
      destinatari: ['BAMBINI'],
      setting: ['SCUOLA'],
      dal: '2027-01-10',
      al: '2027-06-10',
      partner: ['Istituto comprensivo'],
      link: ['https://www.dors.it/'],
    });
  });

  it("starts a district operator's project in their district", async () => {
    stubFetch(...commonReads('operatore', operatoreDistretto));
    renderProgetti(URL, operatoreSession);
    const distretto = await screen.findByRole('combobox', { name: 'Distretto' });
    await waitFor(() => expect(distretto).toHaveValue('6'));
    expect(screen.getByRole('combobox', { name: 'Dipartimento' })).toHaveValue('');
  });

  it('lets admin-prosa choose the authority among the joined ones, then its district and department', async () => {
    stubFetch(...commonReads(null));
    renderProgetti(URL, adminProsaSession);
    const asl = await screen.findByRole('combobox', { name: 'Azienda sanitaria *' });
    const dipartimento = screen.getByRole('combobox', { name: 'Dipartimento' });
    expect(dipartimento).toBeDisabled();
    expect(within(dipartimento).getByRole('option')).toHaveTextContent('Prima scegliere l’azienda');
    await within(asl).findByRole('option', { name: 'ASL TO3' });
    await userEvent.selectOptions(asl, 'ASL TO3');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Dipartimento' })).toBeEnabled());
    expect(
      within(screen.getByRole('combobox', { name: 'Dipartimento' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nessuno', 'Dipartimento di prevenzione']);
  });

  it('tells a citizen who proposes projects', async () => {
    stubFetch(...commonReads('cittadino'));
    renderProgetti(URL, cittadinoSession);
    expect(
      await screen.findByText(
        'Propongono progetti gli operatori, i responsabili e l’amministratore del portale.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai progetti' })).toHaveAttribute(
      'href',
      '/prosa/progetti',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    stubFetch(...commonReads('operatore'));
    renderProgetti(URL, operatoreSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'New project' })).toBeInTheDocument();
    expect(await screen.findByText('The project belongs to your authority: ASL TO3.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Children (0-10 years)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create the project' })).toBeInTheDocument();
  });
});
