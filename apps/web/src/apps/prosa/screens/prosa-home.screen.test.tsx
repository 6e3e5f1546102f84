import { regionalPublicRoutes } from '@halo/contract';
import { prosaRoutes } from '@halo/contract/prosa';
import { prosaEventiRoutes } from '@halo/contract/prosa/eventi';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithShell, signedIn } from '../../../test/render-shell.tsx';
import { pageOf, publicActivity, renderEventi } from '../eventi/eventi.test-utils.tsx';
import { cittadinoSession, commonReads } from '../progetti/progetti.test-utils.tsx';
import { ProsaHome } from './prosa-home.screen.tsx';

/** The home's public reads, with nothing published. */
function homeApi() {
  return stubFetch(
    ...publicActivity(),
    on('GET', prosaRoutes.tematiche.url, () => json([])),
    on('GET', regionalPublicRoutes.regioni.url, () => json([])),
  );
}

/** The public home in English, with nothing published, for `session` (a visitor unless told). */
async function renderHomeInEnglish(session?: Partial<Session>) {
  await setLanguage('en');
  homeApi();
  return renderWithShell(
    <MemoryRouter>
      <ProsaHome />
    </MemoryRouter>,
    session,
  );
}

describe('Pro.Sa. in English', () => {
  it('shows the public home in English, keeping the portal’s name', async () => {
    await renderHomeInEnglish();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pro.Sa. - Portale della prevenzione' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Disease prevention and health promotion')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What you will find on the portal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Prevention campaigns' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/prosa/registrazione');
    expect(screen.queryByText('Cosa trovi nel portale')).not.toBeInTheDocument();
    expect(screen.queryByText('A chi si rivolge')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it('offers the signed-in user their applications in English', async () => {
    await renderHomeInEnglish(signedIn);
    expect(screen.getByRole('link', { name: 'My applications' })).toBeInTheDocument();
    expect(screen.queryByText('Le mie applicazioni')).not.toBeInTheDocument();
  });

  it('titles a portal screen in English', async () => {
    await setLanguage('en');
    stubFetch(
      on('GET', prosaEventiRoutes.eventiProsa.url, () => json(pageOf([]))),
      ...commonReads('cittadino'),
    );
    renderEventi('/prosa/eventi', cittadinoSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Events - /);
    expect(await screen.findByText('No event is planned.')).toBeInTheDocument();
    expect(screen.queryByText(/Eventi/)).not.toBeInTheDocument();
  });
});
