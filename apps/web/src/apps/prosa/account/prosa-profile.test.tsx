import { prosaMessages } from '@halo/contract/prosa';
import { prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import {
  adminProsaSession,
  citizenId,
  cittadinoProfilo,
  cittadinoSession,
  operatoreAmministrativo,
  operatoreSession,
  operatorId,
  renderInLayout,
} from './prosa-account.test-utils.tsx';
import { USER_INIT_ERROR, useProsaProfile } from './prosa-profile.tsx';

const citizenUrl = fillPath(prosaProfileRoutes.cittadino.url, { id: citizenId });
const operatorUrl = fillPath(prosaProfileRoutes.operatore.url, { id: operatorId });

/** What a screen under the layout reads of the profile. */
function ProfileProbe() {
  const { role, profile, features, loading } = useProsaProfile();
  if (loading) return <p>caricamento</p>;
  return (
    <p>
      {`ruolo ${role ?? '-'}; profilo ${profile?.ruolo ?? '-'}; campagne ${features.campagne ? 'sì' : 'no'}`}
    </p>
  );
}

const screens = {
  '': <ProfileProbe />,
  campagne: <h1>Schermata Campagne</h1>,
  profilo: <h1>Schermata profilo</h1>,
};

describe('Pro.Sa. layout: the profile of the signed-in user (SPEC.md §3, §6)', () => {
  it("reads the role's profile by the user's id and shares it with the screens", async () => {
    const fetch = stubFetch(on('GET', operatorUrl, () => json(operatoreAmministrativo)));
    renderInLayout(screens, '/prosa', operatoreSession);
    expect(await screen.findByText('ruolo operatore; profilo operatore; campagne no')).toBeInTheDocument();
    expect(fetch.urls()).toEqual([operatorUrl]);
  });

  it('reads no profile for admin-prosa, who has every feature', async () => {
    const fetch = stubFetch();
    renderInLayout(screens, '/prosa', adminProsaSession);
    expect(await screen.findByText('ruolo admin-prosa; profilo -; campagne sì')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads nothing for a visitor, whose features are off', async () => {
    const fetch = stubFetch();
    renderInLayout(screens, '/prosa', {});
    expect(await screen.findByText('ruolo -; profilo -; campagne no')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows SPEC.md's text when the profile cannot be read, and tries again on request", async () => {
    let answers = 0;
    stubFetch(
      on('GET', citizenUrl, () => {
        answers += 1;
        return answers === 1 ? errorBody(404, 'Profilo non trovato.') : json(cittadinoProfilo);
      }),
    );
    renderInLayout(screens, '/prosa', cittadinoSession);
    const alert = await screen.findByRole('alert');
    expect(USER_INIT_ERROR).toBe(prosaMessages.userInitError);
    expect(alert).toHaveTextContent('Errore inizializzazione Utente in Pro.Sa.');
    // Only the specification's text: not the server's message as a second alert.
    expect(screen.queryByText('Profilo non trovato.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('ruolo cittadino; profilo cittadino; campagne sì')).toBeInTheDocument();
    expect(screen.queryByText(USER_INIT_ERROR)).not.toBeInTheDocument();
  });

  it("tells an operator whose profile has the features off why a feature's screen is not for them", async () => {
    stubFetch(on('GET', operatorUrl, () => json(operatoreAmministrativo)));
    renderInLayout(screens, '/prosa/campagne', operatoreSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campagne' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Campagne: funzionalità non abilitata per il tuo profilo.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('la tua tipologia è «Operatore amministrativo»');
    expect(screen.queryByText('Schermata Campagne')).not.toBeInTheDocument();
  });

  it("shows a feature's screen to whoever has the feature", async () => {
    stubFetch(
      on('GET', operatorUrl, () =>
        json({
          ...operatoreAmministrativo,
          operabilita: { ...operatoreAmministrativo.operabilita, tipologia: 'SANITARIO' },
          funzionalita: { campagne: true, progetti: true, richieste: true, suggerimenti: true },
        }),
      ),
    );
    renderInLayout(screens, '/prosa/campagne', operatoreSession);
    expect(await screen.findByText('Schermata Campagne')).toBeInTheDocument();
  });

  it('invites a citizen who has not been through the welcome path to complete the profile', async () => {
    stubFetch(on('GET', citizenUrl, () => json(cittadinoProfilo)));
    const { router } = renderInLayout(screens, '/prosa', cittadinoSession);
    await userEvent.click(await screen.findByRole('link', { name: 'Completa il tuo profilo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prosa/profilo'));
    // Not on the profile itself, where the path is.
    expect(screen.queryByRole('link', { name: 'Completa il tuo profilo' })).not.toBeInTheDocument();
  });

  it('does not invite a citizen who completed it', async () => {
    stubFetch(
      on('GET', citizenUrl, () => json({ ...cittadinoProfilo, boarding: { id: 4, completato: true } })),
    );
    renderInLayout(screens, '/prosa', cittadinoSession);
    await screen.findByText('ruolo cittadino; profilo cittadino; campagne sì');
    expect(screen.queryByRole('link', { name: 'Completa il tuo profilo' })).not.toBeInTheDocument();
  });

  it('speaks English to an English user, keeping the text of the specification', async () => {
    await setLanguage('en');
    stubFetch(on('GET', operatorUrl, () => errorBody(500, 'Errore')));
    renderInLayout(screens, '/prosa', operatoreSession);
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_INIT_ERROR);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
