import { type Campagna, prosaCampagneRoutes } from '@halo/contract/prosa/campagne';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import {
  cammino,
  cittadinoSession,
  commonReads,
  influenzaBozza,
  operatoreSession,
  pageOf,
  renderCampagne,
  screening,
} from './campagne.test-utils.tsx';

afterEach(async () => {
  await setLanguage('it');
});

const LIST = prosaCampagneRoutes.campagne.url;

/** The server's search: text on the title, theme, authority, state, and only those not ended when asked. */
function answer(url: URL, all: Campagna[]) {
  const p = url.searchParams;
  const q = p.get('q')?.toLowerCase() ?? '';
  const found = all.filter(
    (c) =>
      (!q || c.titolo.toLowerCase().includes(q)) &&
      (!p.get('tema') || c.tematiche.some((x) => String(x.id) === p.get('tema'))) &&
      (!p.get('stato') || c.stato === p.get('stato')) &&
      (p.get('inCorso') !== 'true' || c.al >= '2026-01-01'),
  );
  const page = Number(p.get('page') ?? 1);
  const size = Number(p.get('size') ?? 10);
  return json(pageOf(found.slice((page - 1) * size, page * size), found.length, page, size));
}

const ended: Campagna = {
  ...screening,
  id: 44,
  titolo: 'Caldo estivo 2025',
  dal: '2025-06-01',
  al: '2025-09-15',
};

function api(reader: 'cittadino' | 'operatore', all: Campagna[]) {
  return stubFetch(
    on('GET', LIST, (url) => answer(url, all)),
    ...commonReads(reader),
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('ProsaCampagne: the campaigns', () => {
  it('shows a citizen each campaign in words: whose, for whom, when, the seats left, whether they joined', async () => {
    const joined: Campagna = {
      ...cammino,
      miaAdesione: {
        id: 7,
        campagnaId: cammino.id,
        titolo: cammino.titolo,
        dal: cammino.dal,
        al: cammino.al,
        stato: 'attiva',
        aderito: '2026-11-02T09:00:00.000Z',
        ritirato: null,
      },
    };
    const fetch = api('cittadino', [joined, screening]);
    renderCampagne('/prosa/campagne', cittadinoSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campagne di prevenzione' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 campagne trovate.')).toBeInTheDocument();
    // Only the campaigns not ended, by default.
    expect(fetch.urls()).toContain(`${LIST}?page=1&size=10&inCorso=true`);

    const walking = card('Gruppi di cammino a Rivoli');
    expect(within(walking).getByRole('link', { name: 'Gruppi di cammino a Rivoli' })).toHaveAttribute(
      'href',
      '/prosa/campagne/41',
    );
    expect(walking).toHaveTextContent('ASL TO3 · Distretto dimostrativo Rivoli');
    expect(walking).toHaveTextContent('A chi si rivolge:Tutti, da 18 anni');
    expect(walking).toHaveTextContent('Periodo:dal 15/09/26 al 30/06/99 (in corso)');
    expect(walking).toHaveTextContent('Tematiche:Attività fisica');
    expect(walking).toHaveTextContent('Posti:29 posti liberi su 30');
    expect(walking).toHaveTextContent('Hai aderito');

    const serena = card('Prevenzione Serena');
    expect(serena).toHaveTextContent('ASL TO3');
    expect(serena).toHaveTextContent('A chi si rivolge:Donne, 25–64 anni');
    // Without seats there is nothing to count; and no state for a citizen, who only reads what is published.
    expect(serena).not.toHaveTextContent('Posti');
    expect(serena).not.toHaveTextContent('Hai aderito');
    expect(screen.queryByText('Pubblicata')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Stato' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuova campagna' })).not.toBeInTheDocument();
  });

  it('searches as the user types and filters by theme and time, keeping the search in the address', async () => {
    const fetch = api('cittadino', [cammino, screening, ended]);
    const { router } = renderCampagne('/prosa/campagne', cittadinoSession);
    await screen.findByText('2 campagne trovate.');

    await userEvent.type(screen.getByRole('searchbox', { name: /^Cerca nelle campagne/ }), 'serena');
    expect(await screen.findByText('1 campagna trovata.')).toBeInTheDocument();
    expect(fetch.urls()).toContain(`${LIST}?q=serena&page=1&size=10&inCorso=true`);
    expect(router.state.location.search).toBe('?q=serena');

    // The ended ones too.
    await userEvent.clear(screen.getByRole('searchbox', { name: /^Cerca nelle campagne/ }));
    const inCorso = screen.getByRole('checkbox', { name: 'Solo le campagne non ancora terminate' });
    expect(inCorso).toBeChecked();
    await userEvent.click(inCorso);
    await waitFor(() => expect(router.state.location.search).toBe('?inCorso=false'));
    expect(await screen.findByText('3 campagne trovate.')).toBeInTheDocument();
    expect(card('Caldo estivo 2025')).toHaveTextContent('(terminata)');

    const tema = screen.getByRole('combobox', { name: 'Tematica' });
    await within(tema).findByRole('option', { name: 'Attività fisica' });
    await userEvent.selectOptions(tema, 'Attività fisica');
    expect(await screen.findByText('1 campagna trovata.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?inCorso=false&tema=31');
    expect(fetch.urls()).toContain(`${LIST}?page=1&size=10&tema=31`);
    const asl = screen.getByRole('combobox', { name: 'Azienda sanitaria' });
    expect(within(asl).getByRole('option', { name: 'ASL TO3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    expect(await screen.findByText('2 campagne trovate.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Solo le campagne non ancora terminate' })).toBeChecked();
  });

  it('opens on the search of a shared address, leaving out what the server would refuse', async () => {
    const fetch = api('cittadino', [cammino, screening]);
    renderCampagne('/prosa/campagne?q=cammino&tema=abc&stato=bozza&sort=-dal&page=1', cittadinoSession);
    expect(await screen.findByText('1 campagna trovata.')).toBeInTheDocument();
    // A citizen reads only published campaigns: no state; a theme that is no id is no filter.
    expect(fetch.urls()).toContain(`${LIST}?q=cammino&sort=-dal&page=1&size=10&inCorso=true`);
    expect(screen.getByRole('combobox', { name: 'Ordina per' })).toHaveValue('-dal');
  });

  it('shows staff the state of each campaign, a filter by state and the way to a new one', async () => {
    const fetch = api('operatore', [cammino, influenzaBozza]);
    const { router } = renderCampagne('/prosa/campagne', operatoreSession);
    expect(await screen.findByText('2 campagne trovate.')).toBeInTheDocument();
    expect(
      screen.getByText('Vedi le campagne pubblicate e quelle in bozza del tuo ambito.'),
    ).toBeInTheDocument();
    expect(card('Vaccinazione antinfluenzale')).toHaveTextContent('Stato: Bozza');
    expect(card('Gruppi di cammino a Rivoli')).toHaveTextContent('Stato: Pubblicata');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Bozza');
    expect(await screen.findByText('1 campagna trovata.')).toBeInTheDocument();
    expect(fetch.urls()).toContain(`${LIST}?page=1&size=10&stato=bozza&inCorso=true`);

    await userEvent.click(screen.getByRole('link', { name: 'Nuova campagna' }));
    expect(router.state.location.pathname).toBe('/prosa/campagne/nuova');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuova campagna' })).toBeInTheDocument();
  });

  it('pages through the results', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...cammino,
      id: 100 + i,
      titolo: `Campagna ${String(i + 1).padStart(2, '0')}`,
    }));
    const fetch = api('cittadino', many);
    const { router } = renderCampagne('/prosa/campagne', cittadinoSession);
    expect(await screen.findByText('Elementi da 1 a 10 di 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await screen.findByRole('article', { name: 'Campagna 12' })).toBeInTheDocument();
    expect(fetch.urls()).toContain(`${LIST}?page=2&size=10&inCorso=true`);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says when the campaigns cannot be read, in the global alert with the status', async () => {
    stubFetch(
      on('GET', LIST, () => errorBody(500, 'Errore interno.')),
      ...commonReads('cittadino'),
    );
    renderCampagne('/prosa/campagne', cittadinoSession);
    expect(await screen.findByText('Non è stato possibile leggere le campagne.')).toBeInTheDocument();
    await waitFor(() => expect(alertStore.list()).toHaveLength(1));
    expect(alertStore.list()[0]).toMatchObject({ kind: 'danger', status: 500 });
  });

  it('speaks English', async () => {
    await setLanguage('en');
    api('cittadino', [screening]);
    renderCampagne('/prosa/campagne', cittadinoSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prevention campaigns' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 campaign found.')).toBeInTheDocument();
    expect(card('Prevenzione Serena')).toHaveTextContent('Who it is for:Women, 25–64 years');
    expect(document.title).toMatch(/^Prevention campaigns - /);
  });
});
