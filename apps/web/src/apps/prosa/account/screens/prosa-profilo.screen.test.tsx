import { adminMessages } from '@halo/contract';
import { prosaRoutes } from '@halo/contract/prosa';
import { type CittadinoProfilo, prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../i18n/i18n.ts';
import { fillPath } from '../../../../lib/call-route.ts';
import { json, on, type Route, staleVersion, stubFetch } from '../../../../test/fetch-stub.ts';
import {
  alimentazione,
  allattamento,
  citizenId,
  cittadinoProfilo,
  cittadinoSession,
  fumo,
  renderInLayout,
  subthemes,
} from '../prosa-account.test-utils.tsx';
import { ProsaProfilo } from './prosa-profilo.screen.tsx';

const PROFILE = fillPath(prosaProfileRoutes.cittadino.url, { id: citizenId });
const SAVE = prosaProfileRoutes.preferenzeCittadino.url;

/** The server: the profile as it is now, the theme tree, and what a save answers (by default: it saves). */
function api(start: CittadinoProfilo, save?: Route) {
  let current = start;
  return stubFetch(
    on('GET', PROFILE, () => json(current)),
    on('GET', prosaRoutes.tematiche.url, () => json([alimentazione, fumo])),
    on('GET', prosaRoutes.subtematiche.url, (url) =>
      json(subthemes[Number(url.searchParams.get('idPadre'))] ?? []),
    ),
    save ??
      on('PUT', SAVE, (_url, body) => {
        const b = body as Record<string, unknown>;
        current = {
          ...current,
          tematichePref: b.tematichePref as number[],
          sottoTematichePrefer: b.sottoTematichePrefer as number[],
          preferenze: b.preferenze as CittadinoProfilo['preferenze'],
          boarding: { ...current.boarding, completato: true },
          version: current.version + 1,
        };
        return json(current);
      }),
  );
}

const render = () => renderInLayout({ profilo: <ProsaProfilo /> }, '/prosa/profilo', cittadinoSession);

describe('ProsaProfilo: the welcome path after the first sign-in', () => {
  it('can be skipped: it saves the path as done, without choices', async () => {
    const fetch = api(cittadinoProfilo);
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Benvenuto in Pro.Sa.' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Alimentazione' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeInTheDocument();
    expect(fetch.bodies('PUT', SAVE)).toEqual([
      {
        version: 3,
        tematichePref: [],
        sottoTematichePrefer: [],
        preferenze: { newsletter: false, promemoria: false },
        boardingCompletato: true,
      },
    ]);
    expect(screen.getByText('Nessuna tematica scelta.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Percorso di benvenuto saltato');
  });

  it('saves the themes, the sub-themes of the themes chosen and the preferences, then shows the profile', async () => {
    const fetch = api(cittadinoProfilo);
    render();
    await screen.findByRole('heading', { level: 2, name: 'Passo 1 di 3: Tematiche' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Alimentazione' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fumo di tabacco' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Passo 2 di 3: Sottotematiche' })).toHaveFocus();
    // Fumo has no sub-themes: only Alimentazione's are offered.
    const group = await screen.findByRole('group', { name: 'Sottotematiche di Alimentazione' });
    expect(
      screen.queryByRole('group', { name: 'Sottotematiche di Fumo di tabacco' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Allattamento al seno' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva le scelte' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeInTheDocument();
    expect(fetch.bodies('PUT', SAVE)).toEqual([
      {
        version: 3,
        tematichePref: [alimentazione.id, fumo.id],
        sottoTematichePrefer: [allattamento.id],
        preferenze: { newsletter: true, promemoria: false },
        boardingCompletato: true,
      },
    ]);
    const themes = screen.getByRole('list', { name: 'Tematiche di interesse' });
    expect(
      within(themes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alimentazione: Allattamento al seno', 'Fumo di tabacco']);
    expect(screen.getByText('ASL TO3')).toBeInTheDocument();
    expect(screen.getByText('Distretto dimostrativo Collegno-Grugliasco')).toBeInTheDocument();
    expect(screen.getByText('41 anni')).toBeInTheDocument();
  });
});

describe('ProsaProfilo: changing the choices', () => {
  const done: CittadinoProfilo = {
    ...cittadinoProfilo,
    tematichePref: [alimentazione.id],
    sottoTematichePrefer: [allattamento.id],
    boarding: { id: 4, completato: true },
  };

  it('drops the sub-themes of a theme no longer chosen', async () => {
    const fetch = api(done);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica tematiche e preferenze' }));
    const form = screen.getByRole('form', { name: 'Modifica tematiche e preferenze' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Alimentazione' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Fumo di tabacco' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tematiche e preferenze salvate.');
    expect(fetch.bodies('PUT', SAVE)).toEqual([
      expect.objectContaining({ version: 3, tematichePref: [fumo.id], sottoTematichePrefer: [] }),
    ]);
  });

  it('says when someone changed the profile meanwhile (409) and reads it again', async () => {
    const fetch = api(
      done,
      on('PUT', SAVE, () => staleVersion()),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica tematiche e preferenze' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Promemoria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.stale);
    expect(screen.getByText(/Il profilo mostrato è ora quello aggiornato/)).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([input]) => String(input).endsWith(PROFILE))).toHaveLength(2),
    );
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api(done);
    render();
    expect(await screen.findByText('41 years')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change themes and preferences' })).toBeInTheDocument();
  });
});
