import { type AziendaDettaglio, prosaRoutes } from '@halo/contract/prosa';
import { type OperatoreProfilo, profileMessages, prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../i18n/i18n.ts';
import { fillPath } from '../../../../lib/call-route.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../../test/fetch-stub.ts';
import { adminProsaSession, operatoreAmministrativo, renderAccount } from '../prosa-account.test-utils.tsx';
import { ProsaOperatori } from './prosa-operatori.screen.tsx';

const LIST = prosaProfileRoutes.operatori.url;
const URL = '/prosa/operatori';

const to3: AziendaDettaglio = {
  id: 1,
  codiceAsl: '010203',
  denominazioneAzienda: 'TO3',
  codiceRegione: '010',
  aderenteDal: '2026-11-20T10:00:00.000Z',
  dipartimenti: [
    { id: 5, aslId: 1, dipartimentoId: 3, denominazione: 'Dipartimento di prevenzione', distretto: null },
  ],
  distretti: [
    { id: 6, aslId: 1, distrettoId: 7, denominazione: 'Distretto dimostrativo Rivoli' },
    { id: 8, aslId: 1, distrettoId: 9, denominazione: 'Distretto dimostrativo Collegno-Grugliasco' },
  ],
  strutture: [],
};

const responsabileAsl: OperatoreProfilo = {
  ...operatoreAmministrativo,
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  ruolo: 'responsabile',
  username: 'responsabile.asl',
  nome: 'Rita Responsabile',
  email: 'responsabile.asl@example.org',
  operabilita: { tipologia: 'SANITARIO', livello: 'ASL', riferimento: null, unita: null },
  funzionalita: { campagne: true, progetti: true, richieste: true, suggerimenti: true },
};

const created: OperatoreProfilo = {
  ...operatoreAmministrativo,
  id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  username: 'nuovo.operatore',
  nome: 'Nuovo Operatore',
  email: 'nuovo@example.org',
  distretto: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
  operabilita: {
    tipologia: 'SANITARIO',
    livello: 'DISTRETTO',
    riferimento: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
    unita: null,
  },
};

function api(...first: Route[]) {
  return stubFetch(
    ...first,
    on('GET', LIST, (url) => {
      const q = url.searchParams.get('q') ?? '';
      const items = [responsabileAsl, operatoreAmministrativo].filter((o) =>
        o.nome.toLowerCase().includes(q),
      );
      return json({ items, total: items.length, page: 1, size: 20 });
    }),
    on('GET', prosaRoutes.aziende.url, () =>
      json({
        items: [{ ...to3, dipartimenti: 1, distretti: 2, strutture: 0 }],
        total: 1,
        page: 1,
        size: 200,
      }),
    ),
    on('GET', fillPath(prosaRoutes.azienda.url, { id: 1 }), () => json(to3)),
  );
}

async function fillCreate(dialog: HTMLElement) {
  const d = within(dialog);
  await userEvent.type(d.getByLabelText('Nome *'), 'Nuovo');
  await userEvent.type(d.getByLabelText('Cognome *'), 'Operatore');
  await userEvent.type(d.getByLabelText('Nome utente *'), 'nuovo.operatore');
  await userEvent.type(d.getByLabelText('Indirizzo e-mail *'), 'nuovo@example.org');
  await userEvent.selectOptions(d.getByRole('combobox', { name: 'Ruolo *' }), 'Operatore');
  await userEvent.selectOptions(d.getByRole('combobox', { name: /^Tipologia/ }), 'Operatore sanitario');
  await userEvent.selectOptions(d.getByRole('combobox', { name: 'Livello di operatività *' }), 'Distretto');
  const asl = d.getByRole('combobox', { name: 'Azienda sanitaria *' });
  await within(asl).findByRole('option', { name: 'ASL TO3' });
  await userEvent.selectOptions(asl, 'ASL TO3');
}

describe('ProsaOperatori: operators and managers (admin-prosa)', () => {
  it('lists them with role, type, level and reference, and searches on the server', async () => {
    const fetch = api();
    renderAccount(<ProsaOperatori />, URL, adminProsaSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Operatori e responsabili' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Operatori e responsabili' });
    const row = within(table).getByText('Anna Amministrativa').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Operatore');
    expect(row).toHaveTextContent('ASL TO3');
    expect(row).toHaveTextContent('Operatore amministrativo');
    expect(row).toHaveTextContent('DipartimentoDipartimento di prevenzione');
    expect(row).toHaveTextContent('Non attive');
    await userEvent.type(screen.getByRole('searchbox', { name: /^Cerca/ }), 'rita');
    await waitFor(() => expect(within(table).queryByText('Anna Amministrativa')).not.toBeInTheDocument());
    expect(fetch.urls()).toContain(`${LIST}?q=rita&sort=nome&page=1&size=20`);
  });

  it("creates one: the reference the level asks for, the server's refusal under its input, then the mail", async () => {
    let attempts = 0;
    const fetch = api(
      on('POST', LIST, () => {
        attempts += 1;
        return attempts === 1
          ? errorBody(400, profileMessages.riferimentoUnknown, [
              { path: 'body.riferimentoId', message: profileMessages.riferimentoUnknown },
            ])
          : json(created, 201);
      }),
    );
    renderAccount(<ProsaOperatori />, URL, adminProsaSession);
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo operatore' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo operatore o responsabile' });
    await fillCreate(dialog);
    const reference = within(dialog).getByRole('combobox', { name: 'Distretto di riferimento *' });
    await within(reference).findByRole('option', { name: 'Distretto dimostrativo Rivoli' });
    await userEvent.selectOptions(reference, 'Distretto dimostrativo Rivoli');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));

    await waitFor(() => expect(reference).toHaveAccessibleDescription(profileMessages.riferimentoUnknown));
    expect(reference).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nuovo Operatore creato: riceverà le istruzioni per accedere a nuovo@example.org.',
    );
    expect(fetch.bodies('POST', LIST)[1]).toEqual({
      username: 'nuovo.operatore',
      email: 'nuovo@example.org',
      nome: 'Nuovo',
      cognome: 'Operatore',
      ruolo: 'operatore',
      tipologia: 'SANITARIO',
      livello: 'DISTRETTO',
      aslId: 1,
      distrettoId: null,
      riferimentoId: 6,
      unita: null,
    });
  });

  it('says a taken user name under the user name', async () => {
    api(
      on('POST', LIST, () =>
        errorBody(409, 'Esiste già un utente con questo nome utente.', [
          { path: 'body.username', message: 'Nome utente già usato.' },
        ]),
      ),
    );
    renderAccount(<ProsaOperatori />, URL, adminProsaSession);
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo operatore' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuovo operatore o responsabile' });
    await fillCreate(dialog);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Livello di operatività *' }),
      'Unità operativa',
    );
    await userEvent.type(within(dialog).getByLabelText("Nome dell'unità operativa"), 'Screening oncologici');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nome utente *')).toHaveAccessibleDescription(
        expect.stringContaining('Nome utente già usato.'),
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Esiste già un utente con questo nome utente.',
    );
  });

  it('changes the operability of one with the version it was read at', async () => {
    const fetch = api(on('PUT', LIST, () => json({ ...operatoreAmministrativo, version: 2 })));
    renderAccount(<ProsaOperatori />, URL, adminProsaSession);
    await userEvent.click(
      await screen.findByRole('button', { name: "Modifica l'operatività di Anna Amministrativa" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Operatività di Anna Amministrativa' });
    expect(within(dialog).getByRole('combobox', { name: 'Livello di operatività *' })).toHaveValue(
      'DIPARTIMENTO',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Livello di operatività *' }),
      'Azienda sanitaria',
    );
    expect(within(dialog).queryByRole('combobox', { name: /di riferimento/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fetch.bodies('PUT', LIST)).toEqual([
      {
        id: operatoreAmministrativo.id,
        version: 1,
        tipologia: 'AMMINISTRATIVO',
        livello: 'ASL',
        aslId: 1,
        distrettoId: null,
        riferimentoId: null,
        unita: null,
      },
    ]);
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    renderAccount(<ProsaOperatori />, URL, adminProsaSession);
    const table = await screen.findByRole('table', { name: 'Operators and managers' });
    expect(within(table).getByText('Administrative operator')).toBeInTheDocument();
    expect(within(table).getAllByText('Manager').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'New operator' }));
    expect(screen.getByRole('dialog', { name: 'New operator or manager' })).toBeInTheDocument();
  });
});
