import { type Campagna, campagnaMessages, prosaCampagneRoutes } from '@halo/contract/prosa/campagne';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../lib/call-route.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import {
  adminProsaSession,
  cammino,
  cittadinoSession,
  commonReads,
  operatoreSession,
  renderCampagne,
} from './campagne.test-utils.tsx';

const ADD = prosaCampagneRoutes.aggiungiCampagna.url;
const byId = (id: number) => fillPath(prosaCampagneRoutes.campagna.url, { id });

/** What the server answers for the campaign it created from `body`. */
const created: Campagna = {
  ...cammino,
  id: 50,
  titolo: 'Caldo estivo',
  stato: 'bozza',
  modificabile: true,
  version: 1,
  aderenti: 0,
  postiDisponibili: 40,
  capienza: 40,
};

function api(reader: 'operatore' | 'admin' | 'cittadino', first: Route[] = []) {
  return stubFetch(
    ...first,
    on('POST', ADD, () => json(created, 201)),
    on('GET', byId(created.id), () => json(created)),
    ...commonReads(reader),
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

describe('ProsaCampagnaNuova: a new campaign', () => {
  it("checks the campaign as the contract does before sending it, with the server's rules across fields", async () => {
    const fetch = api('operatore');
    renderCampagne('/prosa/campagne/nuova', operatoreSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuova campagna' })).toBeInTheDocument();
    // An operator writes for their own authority.
    expect(await screen.findByText('La campagna è della tua azienda: ASL TO3.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Azienda sanitaria/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Titolo: Indicare il titolo.');
    expect(field('Titolo *')).toHaveAccessibleDescription('Indicare il titolo.');
    expect(field('Descrizione *')).toHaveAccessibleDescription('Indicare una descrizione.');
    expect(field('Cosa fare per partecipare *')).toHaveAccessibleDescription(
      expect.stringContaining("Indicare l'invito all'azione."),
    );
    expect(screen.getByRole('group', { name: 'Tematiche *' })).toHaveAccessibleDescription(
      'Scegliere almeno una tematica.',
    );
    expect(field('Data di inizio *')).toHaveAccessibleDescription('Data non valida (AAAA-MM-GG).');

    await userEvent.type(field("Indirizzo web dell'invito"), 'ftp://example.org/');
    await userEvent.type(field('Età minima (anni)'), '65');
    await userEvent.type(field('Età massima (anni)'), '18');
    await userEvent.type(field('Data di inizio *'), '2027-06-01');
    await userEvent.type(field('Data di fine *'), '2027-05-01');
    await userEvent.type(field('Posti disponibili'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));
    await waitFor(() => expect(field('Data di fine *')).toHaveAccessibleDescription(campagnaMessages.dates));
    expect(field('Età massima (anni)')).toHaveAccessibleDescription(
      expect.stringContaining(campagnaMessages.ages),
    );
    expect(field("Indirizzo web dell'invito")).toHaveAccessibleDescription(
      expect.stringContaining(campagnaMessages.linkScheme),
    );
    expect(field('Posti disponibili')).toHaveAccessibleDescription(
      expect.stringContaining('Almeno un posto.'),
    );
    expect(fetch.bodies('POST', ADD)).toEqual([]);
  });

  it('creates a draft of every field and opens its page', async () => {
    const fetch = api('operatore');
    const { router } = renderCampagne('/prosa/campagne/nuova', operatoreSession);
    await screen.findByText('La campagna è della tua azienda: ASL TO3.');
    await userEvent.type(field('Titolo *'), 'Caldo estivo');
    await userEvent.type(field('Descrizione *'), 'Consigli per le ondate di calore.');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Attività fisica' }));
    await userEvent.type(field('Cosa fare per partecipare *'), 'Iscriviti agli incontri.');
    await userEvent.type(field("Indirizzo web dell'invito"), 'https://www.salute.gov.it/caldo');
    const territory = screen.getByRole('combobox', { name: 'Territorio' });
    await within(territory).findByRole('option', { name: 'Distretto dimostrativo Rivoli' });
    await userEvent.selectOptions(territory, 'Distretto dimostrativo Rivoli');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Dipartimento che la cura' }),
      'Dipartimento di prevenzione',
    );
    await userEvent.type(field('Età minima (anni)'), '65');
    await userEvent.click(screen.getByRole('radio', { name: 'Donne' }));
    await userEvent.type(field('Data di inizio *'), '2027-06-01');
    await userEvent.type(field('Data di fine *'), '2027-09-15');
    await userEvent.type(field('Posti disponibili'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));

    expect(await screen.findByText('Campagna «Caldo estivo» creata in bozza.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prosa/campagne/50');
    expect(await screen.findByRole('heading', { level: 1, name: 'Caldo estivo' })).toBeInTheDocument();
    expect(fetch.bodies('POST', ADD)).toEqual([
      {
        titolo: 'Caldo estivo',
        descrizione: 'Consigli per le ondate di calore.',
        invito: 'Iscriviti agli incontri.',
        linkInvito: 'https://www.salute.gov.it/caldo',
        aslId: 1,
        distrettoId: 6,
        dipartimentoId: 5,
        tematiche: [31],
        criteri: { etaMin: 65, etaMax: null, sesso: 'F' },
        dal: '2027-06-01',
        al: '2027-09-15',
        capienza: 40,
      },
    ]);
  });

  it("lets admin-prosa choose the authority, and puts the server's 400 under its field", async () => {
    const message = campagnaMessages.partUnknown;
    const fetch = api('admin', [
      on('POST', ADD, () => errorBody(400, 'Dati non validi.', [{ path: 'body.distrettoId', message }])),
    ]);
    renderCampagne('/prosa/campagne/nuova', adminProsaSession);
    await screen.findByRole('option', { name: 'ASL TO3' });
    expect(screen.getByRole('combobox', { name: 'Territorio' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Azienda sanitaria *' }), 'ASL TO3');
    const territory = screen.getByRole('combobox', { name: 'Territorio' });
    await within(territory).findByRole('option', { name: 'Distretto dimostrativo Rivoli' });
    await userEvent.selectOptions(territory, 'Distretto dimostrativo Rivoli');
    await userEvent.type(field('Titolo *'), 'Caldo estivo');
    await userEvent.type(field('Descrizione *'), 'Consigli per le ondate di calore.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vaccinazioni' }));
    await userEvent.type(field('Cosa fare per partecipare *'), 'Iscriviti agli incontri.');
    await userEvent.type(field('Data di inizio *'), '2027-06-01');
    await userEvent.type(field('Data di fine *'), '2027-09-15');
    await userEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));

    await waitFor(() => expect(territory).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(territory).toHaveAttribute('aria-invalid', 'true');
    expect(territory).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Dati non validi.');
    expect(fetch.bodies('POST', ADD)).toMatchObject([
      { aslId: 1, distrettoId: 6, criteri: { etaMin: null, etaMax: null, sesso: null }, capienza: null },
    ]);
  });

  it('tells a citizen that campaigns are proposed by staff', async () => {
    api('cittadino');
    renderCampagne('/prosa/campagne/nuova', cittadinoSession);
    expect(
      await screen.findByText(
        'Propongono campagne gli operatori, i responsabili e l’amministratore del portale.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
