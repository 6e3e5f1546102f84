import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { expectMissingStrokeProfile } from '../../../test/stroke-profile.ts';
import { neri, PROFILO, profili, strokeApi, verdi } from '../profilo/profilo.test-utils.tsx';
import { StrokeAssistiti } from './stroke-assistiti.screen.tsx';

const render = () => renderScreen(<StrokeAssistiti />, '/stroke/assistiti');

describe('StrokeAssistiti: the people a caregiver cares for', () => {
  it('lists the people whose consent is active, each leading to their record, from the profile alone', async () => {
    const fetch = strokeApi(profili.caregiver);
    render();
    const list = await screen.findByRole('region', { name: 'Le persone che assisti' });
    expect(screen.getByRole('heading', { level: 1, name: 'I miei assistiti' })).toBeInTheDocument();
    const anna = within(list).getByRole('link', { name: 'Anna Verdi' });
    expect(anna).toHaveAttribute('href', `/stroke/assistiti/${verdi.id}`);
    expect(within(list).getByRole('link', { name: 'Bruno Neri' })).toHaveAttribute(
      'href',
      `/stroke/assistiti/${neri.id}`,
    );
    const card = anna.closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Data di nascita4 marzo 1950 (76 anni)');
    expect(card).toHaveTextContent('MedicoMario Rossi');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Anna Verdi', 'Bruno Neri']);
    // Their records are read on their own page (each read recorded for the patient), not here.
    expect(fetch.urls()).toEqual([PROFILO]);
  });

  it('says that the patient can revoke the access at any time and sees every read', async () => {
    strokeApi(profili.caregiver);
    render();
    const note = await screen.findByRole('region', { name: 'Il consenso e la riservatezza' });
    expect(note).toHaveTextContent('Ogni persona può revocarti il consenso in qualsiasi momento');
    expect(note).toHaveTextContent(
      'Ogni volta che apri i dati di una persona la lettura viene registrata, e la persona può vedere chi ha letto i suoi dati e quando.',
    );
  });

  it('says so when nobody has given consent right now', async () => {
    strokeApi({ ...profili.caregiver, assistiti: [] });
    render();
    expect(
      await screen.findByText(/In questo momento nessuna persona ti ha dato il consenso/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is only for caregivers', async () => {
    strokeApi(profili.paziente);
    render();
    expect(
      await screen.findByText(
        'Questa pagina è per chi assiste un paziente: il tuo account non ha il ruolo di caregiver nel servizio.',
      ),
    ).toBeInTheDocument();
  });

  it('explains the missing profile', async () => {
    await expectMissingStrokeProfile(render);
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    strokeApi(profili.caregiver);
    render();
    const list = await screen.findByRole('region', { name: 'The people you care for' });
    expect(screen.getByRole('heading', { level: 1, name: 'People I care for' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Date of birth4 March 1950 (76 years)');
    expect(screen.getByRole('region', { name: 'Consent and privacy' })).toHaveTextContent(
      'the person can see who read their data and when',
    );
  });
});
