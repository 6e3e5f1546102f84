import { regionalPublicRoutes } from '@halo/contract';
import { prosaMessages, prosaRoutes } from '@halo/contract/prosa';
import { prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import {
  operatoreAmministrativo,
  operatoreSession,
  operatorId,
  renderAccount,
} from '../account/prosa-account.test-utils.tsx';
import {
  adminProsa,
  aziendaTo3,
  ospedalePinerolo,
  ospedaleRivoli,
  piemonte,
  prevenzione,
  renderProsa,
  responsabile,
  rivoli,
} from '../prosa.test-utils.tsx';
import { ProsaAsl } from './prosa-asl.screen.tsx';

const DETAIL = fillPath(prosaRoutes.azienda.url, { id: aziendaTo3.id });
const ADD_STRUCTURE = prosaRoutes.aggiungiStruttura.url;
const URL = `/prosa/asl?azienda=${aziendaTo3.id}`;
const CANDIDATES = fillPath(prosaRoutes.candidati.url, { id: aziendaTo3.id });

const collegno = { ...rivoli, id: 8, distrettoSanitario: 'Distretto dimostrativo Collegno' };

function api(first: Route[] = []) {
  return stubFetch(
    ...first,
    on('GET', DETAIL, () => json(aziendaTo3)),
    on('GET', regionalPublicRoutes.regioni.url, () => json([piemonte])),
    on('GET', CANDIDATES, () =>
      json({
        dipartimenti: [{ id: prevenzione.id, denominazione: prevenzione.denominazione, distretto: null }],
        distretti: [rivoli, collegno].map((d) => ({ id: d.id, denominazione: d.distrettoSanitario })),
        strutture: [ospedaleRivoli, ospedalePinerolo].map((s) => ({
          id: s.id,
          codiceStruttura: s.codiceStruttura,
          denominazione: s.denominazione,
          tipologia: s.tipologia.descrizione,
        })),
      }),
    ),
  );
}

describe("ProsaAsl: an authority's organisation", () => {
  it('shows its departments, districts and structures, with the way back to the list', async () => {
    api();
    renderProsa(<ProsaAsl />, URL, adminProsa);
    expect(await screen.findByRole('heading', { level: 1, name: 'ASL TO3' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ASL TO3 - /);
    expect(
      within(screen.getByRole('navigation', { name: 'Percorso nella gerarchia' })).getByRole('link', {
        name: 'Organizzazione',
      }),
    ).toHaveAttribute('href', '/prosa/asl');
    expect(screen.getByText('010203')).toBeInTheDocument();
    await screen.findByText('Piemonte');
    const departments = screen.getByRole('table', { name: 'Dipartimenti' });
    expect(within(departments).getByRole('row', { name: /Dipartimento di prevenzione/ })).toHaveTextContent(
      'Distretto dimostrativo Rivoli',
    );
    expect(screen.getByRole('table', { name: 'Distretti' })).toHaveTextContent(
      'Distretto dimostrativo Rivoli',
    );
    expect(screen.getByRole('table', { name: 'Strutture' })).toHaveTextContent(
      'OSPEDALE DEGLI INFERMI DI RIVOLIOspedale a gestione diretta',
    );
  });

  it('registers a structure of its ASL not registered yet; a refusal shows under the structure', async () => {
    let attempts = 0;
    const fetch = api([
      on('POST', ADD_STRUCTURE, () => {
        attempts += 1;
        if (attempts === 1) {
          return errorBody(400, prosaMessages.strutturaOtherAsl, [
            { path: 'body.strutturaId', message: prosaMessages.strutturaOtherAsl },
          ]);
        }
        return json(
          {
            id: 9,
            aslId: aziendaTo3.id,
            codiceAsl: aziendaTo3.codiceAsl,
            strutturaId: ospedalePinerolo.id,
            denominazione: ospedalePinerolo.denominazione,
            tipologia: ospedalePinerolo.tipologia.descrizione,
            codiceComune: ospedalePinerolo.codiceComune,
          },
          201,
        );
      }),
    ]);
    renderProsa(<ProsaAsl />, URL, adminProsa);
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi struttura' }));
    const dialog = screen.getByRole('dialog', { name: 'Registra una struttura di ASL TO3' });
    const select = within(dialog).getByRole('combobox', { name: 'Struttura *' });
    await within(select).findByRole('option', { name: 'OSPEDALE CIVILE E. AGNELLI DI PINEROLO (010030)' });
    // Rivoli's hospital is registered already.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Scegliere…', 'OSPEDALE CIVILE E. AGNELLI DI PINEROLO (010030)']);
    expect(fetch.urls()).toContain(CANDIDATES);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(fetch.bodies('POST', ADD_STRUCTURE)).toEqual([]);
    await userEvent.selectOptions(select, 'OSPEDALE CIVILE E. AGNELLI DI PINEROLO (010030)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(select).toHaveAccessibleDescription(prosaMessages.strutturaOtherAsl));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Struttura OSPEDALE CIVILE E. AGNELLI DI PINEROLO registrata.'),
    ).toBeInTheDocument();
    expect(fetch.bodies('POST', ADD_STRUCTURE)).toEqual([
      { aslId: 1, strutturaId: ospedalePinerolo.id },
      { aslId: 1, strutturaId: ospedalePinerolo.id },
    ]);
    // The organisation is read again.
    await waitFor(() => expect(fetch.urls().filter((u) => u === DETAIL)).toHaveLength(2));
  });

  it('says so in the dialog when what may be registered cannot be read', async () => {
    api([on('GET', CANDIDATES, () => errorBody(403, 'Permessi insufficienti per questa operazione.'))]);
    renderProsa(<ProsaAsl />, URL, adminProsa);
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi struttura' }));
    const dialog = screen.getByRole('dialog', { name: 'Registra una struttura di ASL TO3' });
    expect(
      await within(dialog).findByText('Non è stato possibile leggere le scelte possibili.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Caricamento…')).not.toBeInTheDocument();
    expect(alertStore.list().map((a) => a.message)).toContain(
      'Permessi insufficienti per questa operazione.',
    );
  });

  it('registers a district from the regional ones of its ASL, and takes one out after confirming', async () => {
    const removeUrl = fillPath(prosaRoutes.rimuoviDistretto.url, { id: 6 });
    const fetch = api([
      on('POST', prosaRoutes.aggiungiDistretto.url, () =>
        json({ id: 10, aslId: 1, distrettoId: collegno.id, denominazione: collegno.distrettoSanitario }, 201),
      ),
      on('DELETE', removeUrl, () => json(aziendaTo3.distretti[0])),
    ]);
    renderProsa(<ProsaAsl />, URL, adminProsa);
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi distretto' }));
    const dialog = screen.getByRole('dialog', { name: 'Registra un distretto di ASL TO3' });
    const select = within(dialog).getByRole('combobox', { name: 'Distretto *' });
    await within(select).findByRole('option', { name: 'Distretto dimostrativo Collegno' });
    expect(
      within(select).queryByRole('option', { name: 'Distretto dimostrativo Rivoli' }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Distretto dimostrativo Collegno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(
      await screen.findByText('Distretto Distretto dimostrativo Collegno registrato.'),
    ).toBeInTheDocument();
    expect(fetch.bodies('POST', prosaRoutes.aggiungiDistretto.url)).toEqual([
      { aslId: 1, distrettoId: collegno.id },
    ]);

    const districts = screen.getByRole('table', { name: 'Distretti' });
    await userEvent.click(
      within(districts).getByRole('button', { name: 'Rimuovi Distretto dimostrativo Rivoli' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Togli il distretto' });
    expect(confirm).toHaveTextContent(
      "Il distretto Distretto dimostrativo Rivoli esce dall'organizzazione di ASL TO3.",
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rimuovi' }));
    expect(await screen.findByText('Distretto Distretto dimostrativo Rivoli tolto.')).toBeInTheDocument();
    expect(fetch.urls()).toContain(removeUrl);
  });

  it('lets a manager read the organisation, without adding or removing', async () => {
    const fetch = api();
    renderProsa(<ProsaAsl />, URL, responsabile);
    await screen.findByRole('heading', { level: 1, name: 'ASL TO3' });
    expect(screen.getByRole('table', { name: 'Strutture' })).toHaveTextContent(
      'OSPEDALE DEGLI INFERMI DI RIVOLI',
    );
    expect(screen.queryByRole('button', { name: /^Aggiungi/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).not.toBeInTheDocument();
    // Nor does it read what only the dialogs would offer.
    expect(fetch.urls()).not.toContain(CANDIDATES);
  });

  it("lets a manager at level ASL organise their own authority's parts, and not another's", async () => {
    const manager = {
      ...operatoreAmministrativo,
      ruolo: 'responsabile' as const,
      username: 'responsabile.asl',
      aslId: aziendaTo3.id,
      operabilita: { tipologia: 'SANITARIO', livello: 'ASL' as const, riferimento: null, unita: null },
    };
    const session = { ...operatoreSession, role: 'responsabile', username: 'responsabile.asl' };
    const profileUrl = fillPath(prosaProfileRoutes.responsabile.url, { id: operatorId });
    api([on('GET', profileUrl, () => json(manager))]);
    const { unmount } = renderAccount(<ProsaAsl />, URL, session);
    expect(await screen.findByRole('button', { name: 'Aggiungi struttura' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /rimuovi l.azienda/i })).not.toBeInTheDocument();
    unmount();

    api([on('GET', profileUrl, () => json({ ...manager, aslId: 99 }))]);
    renderAccount(<ProsaAsl />, URL, session);
    await screen.findByRole('heading', { level: 1, name: 'ASL TO3' });
    expect(screen.queryByRole('button', { name: /^Aggiungi/ })).not.toBeInTheDocument();
  });

  it('says so when the authority is not among the joined ones, with the way back', async () => {
    stubFetch(
      on('GET', DETAIL, () => errorBody(404, prosaMessages.aslNotFound)),
      on('GET', regionalPublicRoutes.regioni.url, () => json([piemonte])),
    );
    renderProsa(<ProsaAsl />, URL, adminProsa);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Azienda sanitaria non trovata tra quelle aderenti',
      }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Azienda sanitaria non trovata tra quelle aderenti - /);
    expect(screen.getByRole('link', { name: "Torna all'elenco delle aziende sanitarie" })).toHaveAttribute(
      'href',
      '/prosa/asl',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    renderProsa(<ProsaAsl />, URL, adminProsa);
    await screen.findByRole('heading', { level: 1, name: 'ASL TO3' });
    expect(screen.getByRole('table', { name: 'Facilities' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add department' }));
    expect(screen.getByRole('dialog', { name: 'Register a department of ASL TO3' })).toBeInTheDocument();
    expect(
      await screen.findByText('Every department of the ASL in the regional data is already registered.'),
    ).toBeInTheDocument();
  });
});
