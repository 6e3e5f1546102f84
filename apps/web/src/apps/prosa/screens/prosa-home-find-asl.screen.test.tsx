import { regionalPublicRoutes } from '@halo/contract';
import { prosaMessages, prosaRoutes } from '@halo/contract/prosa';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { publicActivity } from '../eventi/eventi.test-utils.tsx';
import { aziendaTo3, piemonte, renderProsa, to3, to4 } from '../prosa.test-utils.tsx';
import { ProsaHome } from './prosa-home.screen.tsx';

const publicAsl = (codiceAsl: string) => fillPath(prosaRoutes.aziendaPubblica.url, { codiceAsl });

function api() {
  return stubFetch(
    on('GET', prosaRoutes.tematiche.url, () => json([])),
    on('GET', regionalPublicRoutes.regioni.url, () => json([piemonte])),
    on('GET', regionalPublicRoutes.aslByCodes.url, (url) =>
      json(url.searchParams.get('codRegione') === '010' ? [to4, to3] : []),
    ),
    on('GET', publicAsl(to3.codiceAsl), () => json(aziendaTo3)),
    on('GET', publicAsl(to4.codiceAsl), () => errorBody(404, prosaMessages.aslNotFound)),
    ...publicActivity(),
  );
}

async function choose(region: string, asl: string) {
  const section = screen.getByRole('region', { name: /^(Trova la tua ASL|Find your health authority)$/ });
  const regionSelect = within(section).getByRole('combobox', { name: /^(Regione|Region)$/ });
  await within(regionSelect).findByRole('option', { name: region });
  await userEvent.selectOptions(regionSelect, region);
  const aslSelect = within(section).getByRole('combobox', { name: /^(Azienda sanitaria|Health authority)$/ });
  await within(aslSelect).findByRole('option', { name: asl });
  await userEvent.selectOptions(aslSelect, asl);
  return section;
}

describe('ProsaHome: find your ASL', () => {
  it("shows a joined authority's departments, districts and structures, without signing in", async () => {
    const fetch = api();
    renderProsa(<ProsaHome />, '/prosa', {});
    const section = screen.getByRole('region', { name: 'Trova la tua ASL' });
    expect(within(section).getByRole('combobox', { name: 'Azienda sanitaria' })).toBeDisabled();

    await choose('Piemonte', 'ASL TO3');
    const azienda = await within(section).findByRole('article', { name: 'ASL TO3' });
    // Each authority by its full name, as the regional data names some by their bare code.
    expect(
      within(within(section).getByRole('combobox', { name: 'Azienda sanitaria' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Scegli l'azienda sanitaria", 'ASL TO3', 'ASL TO4']);
    expect(within(azienda).getByText('Aderisce al portale dal 20 novembre 2026.')).toBeInTheDocument();
    expect(within(azienda).getByRole('list', { name: 'Dipartimenti' })).toHaveTextContent(
      'Dipartimento di prevenzioneDistretto: Distretto dimostrativo Rivoli',
    );
    expect(within(azienda).getByRole('list', { name: 'Distretti' })).toHaveTextContent(
      'Distretto dimostrativo Rivoli',
    );
    expect(within(azienda).getByRole('list', { name: 'Strutture' })).toHaveTextContent(
      'OSPEDALE DEGLI INFERMI DI RIVOLIOspedale a gestione diretta',
    );
    expect(fetch.urls()).toContain(
      `${regionalPublicRoutes.aslByCodes.url}?codRegione=${piemonte.codiceRegione}`,
    );
  });

  it('says in words that an authority has not joined the portal, raising no error', async () => {
    api();
    renderProsa(<ProsaHome />, '/prosa', {});
    const section = await choose('Piemonte', 'ASL TO4');
    expect(
      await within(section).findByText(
        "ASL TO4 non aderisce ancora al portale Pro.Sa.: la sua organizzazione non è disponibile. Puoi scegliere un'altra azienda sanitaria.",
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Another region starts the choice of the authority over.
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Regione' }), '');
    expect(within(section).getByRole('combobox', { name: 'Azienda sanitaria' })).toHaveValue('');
    expect(within(section).queryByText(/non aderisce/)).not.toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    renderProsa(<ProsaHome />, '/prosa', {});
    const section = await choose('Piemonte', 'ASL TO4');
    expect(
      await within(section).findByText(/^ASL TO4 has not joined the Pro\.Sa\. portal yet/),
    ).toBeVisible();
    await userEvent.selectOptions(
      within(section).getByRole('combobox', { name: 'Health authority' }),
      'ASL TO3',
    );
    const azienda = await within(section).findByRole('article', { name: 'ASL TO3' });
    expect(within(azienda).getByRole('list', { name: 'Facilities' })).toBeInTheDocument();
    expect(within(azienda).getByText('On the portal since 20 November 2026.')).toBeInTheDocument();
  });
});
