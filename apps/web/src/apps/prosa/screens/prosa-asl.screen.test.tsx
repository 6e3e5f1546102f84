import { regionalPublicRoutes } from '@halo/contract';
import { type AziendaAderente, prosaMessages, prosaRoutes } from '@halo/contract/prosa';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import {
  adminProsa,
  aziendaTo3,
  pageOf,
  piemonte,
  renderProsa,
  responsabile,
  summaryOf,
  to3,
  to4,
} from '../prosa.test-utils.tsx';
import { ProsaAsl } from './prosa-asl.screen.tsx';

const LIST = prosaRoutes.aziende.url;
const ADD = prosaRoutes.aggiungiAzienda.url;
const remove = (id: number) => fillPath(prosaRoutes.rimuoviAzienda.url, { id });
const URL = '/prosa/asl';

const joinedTo3 = summaryOf(aziendaTo3);
/** 24 more authorities, so that the list has two pages of 20. */
const others: AziendaAderente[] = Array.from({ length: 24 }, (_, i) => ({
  ...joinedTo3,
  id: 100 + i,
  codiceAsl: String(120_101 + i),
  denominazioneAzienda: `ROMA ${String(i + 1).padStart(2, '0')}`,
  codiceRegione: '120',
  dipartimenti: 0,
  distretti: 0,
  strutture: 0,
}));

/** The server's list: `q` on the name or the code, a page of `size`. */
function listAnswer(url: URL, all: AziendaAderente[]) {
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 20);
  const found = all.filter(
    (a) => !q || a.denominazioneAzienda.toLowerCase().includes(q) || a.codiceAsl.includes(q),
  );
  return json(pageOf(found.slice((page - 1) * size, page * size), found.length, page, size));
}

function api(first: Route[] = [], all: AziendaAderente[] = [joinedTo3]) {
  return stubFetch(
    ...first,
    on('GET', LIST, (url) => listAnswer(url, all)),
    on('GET', regionalPublicRoutes.regioni.url, () => json([piemonte])),
    on('GET', regionalPublicRoutes.aslByCodes.url, (url) =>
      json(url.searchParams.get('codRegione') === '010' ? [to3, to4] : []),
    ),
  );
}

describe('ProsaAsl: the joined authorities', () => {
  it('lists them with their region and organisation, searches and pages through them', async () => {
    const fetch = api([], [joinedTo3, ...others]);
    renderProsa(<ProsaAsl />, URL, adminProsa);
    expect(screen.getByRole('heading', { level: 1, name: 'Organizzazione' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Aziende sanitarie aderenti' });
    const row = within(table).getByRole('link', { name: 'ASL TO3' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Piemonte')).toBeInTheDocument());
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ASL TO3',
      '010203',
      'Piemonte',
      '20/11/26',
      '1 dipartimento, 1 distretto, 1 struttura',
      'Rimuovi',
    ]);
    expect(screen.getByText('Elementi da 1 a 20 di 25')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await within(table).findByRole('link', { name: 'ASL ROMA 24' })).toBeInTheDocument();
    expect(fetch.urls()).toContain(`${LIST}?sort=denominazioneAzienda&page=2&size=20`);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca per nome o codice ASL' }), 'to3');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(fetch.urls()).toContain(`${LIST}?q=to3&sort=denominazioneAzienda&page=1&size=20`);
    expect(screen.getByText('Elementi da 1 a 1 di 1')).toBeInTheDocument();
  });

  it('joins an authority of a region not joined yet; a conflict shows under the authority', async () => {
    let attempts = 0;
    const fetch = api([
      on('POST', ADD, () => {
        attempts += 1;
        if (attempts === 1) {
          const message = prosaMessages.aslAlreadyJoined('TO4');
          return errorBody(409, message, [{ path: 'body.codiceAsl', message }]);
        }
        return json(
          { ...summaryOf(aziendaTo3), id: 2, codiceAsl: to4.codiceAsl, denominazioneAzienda: 'TO4' },
          201,
        );
      }),
    ]);
    renderProsa(<ProsaAsl />, URL, adminProsa);
    await screen.findByRole('link', { name: 'ASL TO3' });
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi azienda sanitaria' }));
    const dialog = screen.getByRole('dialog', { name: "Un'azienda sanitaria aderisce al portale" });
    const asl = within(dialog).getByRole('combobox', { name: 'Azienda sanitaria *' });
    expect(asl).toBeDisabled();
    const region = within(dialog).getByRole('combobox', { name: 'Regione' });
    await within(region).findByRole('option', { name: 'Piemonte' });
    await userEvent.selectOptions(region, 'Piemonte');
    await within(asl).findByRole('option', { name: 'TO4' });
    // TO3 has joined already: only the others are offered.
    expect(within(asl).queryByRole('option', { name: 'TO3' })).not.toBeInTheDocument();
    await userEvent.selectOptions(asl, 'TO4');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(asl).toHaveAccessibleDescription('TO4 aderisce già al portale.'));
    expect(asl).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('TO4 aderisce già al portale.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('ASL TO4 aderisce al portale.')).toBeInTheDocument();
    expect(fetch.bodies('POST', ADD)).toEqual([{ codiceAsl: '010204' }, { codiceAsl: '010204' }]);
  });

  it('removes an authority after confirming; while something is registered the refusal names it', async () => {
    const empty = {
      ...joinedTo3,
      id: 2,
      codiceAsl: to4.codiceAsl,
      denominazioneAzienda: 'TO4',
      strutture: 0,
    };
    const fetch = api(
      [
        on('DELETE', remove(joinedTo3.id), () =>
          errorBody(409, prosaMessages.aslInUse('ha ancora 1 struttura registrati'), [
            { path: 'strutture', message: 'OSPEDALE DEGLI INFERMI DI RIVOLI' },
          ]),
        ),
        on('DELETE', remove(empty.id), () => json(empty)),
      ],
      [joinedTo3, empty],
    );
    renderProsa(<ProsaAsl />, URL, adminProsa);
    await userEvent.click(await screen.findByRole('button', { name: 'Rimuovi ASL TO3' }));
    let dialog = screen.getByRole('dialog', { name: "L'azienda sanitaria lascia il portale" });
    expect(dialog).toHaveTextContent('ASL TO3 non aderirà più al portale.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(
      "L'azienda non può essere rimossa: ha ancora 1 struttura registrati. Rimuoverli prima.",
    );
    expect(refusal).toHaveTextContent('Ancora registrati:');
    expect(within(refusal).getByRole('listitem')).toHaveTextContent('OSPEDALE DEGLI INFERMI DI RIVOLI');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi ASL TO4' }));
    dialog = screen.getByRole('dialog', { name: "L'azienda sanitaria lascia il portale" });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    expect(await screen.findByText('ASL TO4 non aderisce più al portale.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.urls().filter((u) => u.startsWith('/api/prosa/asl/remove/'))).toEqual([
      remove(joinedTo3.id),
      remove(empty.id),
    ]);
  });

  it('lets a manager read the list, without adding or removing', async () => {
    api();
    renderProsa(<ProsaAsl />, URL, responsabile);
    const table = await screen.findByRole('table', { name: 'Aziende sanitarie aderenti' });
    expect(within(table).getByRole('link', { name: 'ASL TO3' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    expect(
      screen.getByText("Solo l'amministratore del portale modifica l'organizzazione: qui la si consulta."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi azienda sanitaria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).not.toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    renderProsa(<ProsaAsl />, URL, adminProsa);
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Health authorities on the portal' });
    expect(within(table).getByText('1 department, 1 district, 1 facility')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove ASL TO3' }));
    expect(
      screen.getByRole('dialog', { name: 'The health authority leaves the portal' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Rimuovi|Organizzazione/)).not.toBeInTheDocument();
  });
});
