import { strokeMessages } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { fattoriUrl, neri, PROFILO, profili, rossi, strokeApi, verdi } from './profilo.test-utils.tsx';
import { StrokeHome } from './stroke-home.screen.tsx';

const render = () => renderScreen(<StrokeHome />, '/stroke');
const section = (name: string) => screen.getByRole('region', { name });
const linkTargets = (within: HTMLElement) =>
  Array.from(within.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);

describe('StrokeHome: one part per role the person holds', () => {
  it("shows the administrator the doctors, the invitations and all the patients, and nobody's scores", async () => {
    const fetch = strokeApi(profili.admin);
    render();
    expect(await screen.findByText('Nel servizio sei: amministratore.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "Cura dell'ictus" })).toBeInTheDocument();
    const admin = section('Amministrazione del servizio');
    expect(linkTargets(admin)).toEqual([
      ['Vai ai medici', '/stroke/medici'],
      ['Vai agli inviti', '/stroke/inviti'],
      ['Vai a tutti i pazienti', '/stroke/pazienti'],
    ]);
    expect(within(admin).getByRole('heading', { level: 3, name: 'Medici' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'I miei pazienti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'La mia salute' })).not.toBeInTheDocument();
    expect(fetch.urls()).toEqual([PROFILO]);
  });

  it('shows a doctor how many patients they follow and the way to their patients and invitations', async () => {
    strokeApi(profili.medico);
    render();
    const doctor = await screen.findByRole('region', { name: 'I miei pazienti' });
    expect(doctor).toHaveTextContent('Segui 12 pazienti.');
    expect(linkTargets(doctor)).toEqual([
      ['Vai ai miei pazienti', '/stroke/pazienti'],
      ['Vai ai miei inviti', '/stroke/inviti'],
    ]);
    expect(screen.queryByRole('region', { name: 'Amministrazione del servizio' })).not.toBeInTheDocument();
  });

  it('tells a doctor with no patients yet how to invite one', async () => {
    strokeApi({ ...profili.medico, medico: { ...rossi, pazienti: 0 } });
    render();
    expect(
      await screen.findByText('Non segui ancora nessun paziente: invitane uno dalla pagina dei pazienti.'),
    ).toBeInTheDocument();
  });

  it('shows a patient their doctor, their latest scores in plain words and the way to their profile', async () => {
    const fetch = strokeApi(profili.paziente);
    render();
    const health = await screen.findByRole('region', { name: 'La mia salute' });
    expect(health).toHaveTextContent('Il tuo medico nel servizio è Mario Rossi.');
    expect(within(health).getByRole('heading', { level: 3, name: 'I miei punteggi in breve' })).toBeVisible();
    expect(await within(health).findByText('CHA2DS2-VASc: 3')).toBeInTheDocument();
    expect(health).toHaveTextContent(
      "su 100 persone con fibrillazione atriale che hanno questo punteggio e non prendono anticoagulanti, circa 3 all'anno hanno un ictus ischemico.",
    );
    expect(health).toHaveTextContent('HAS-BLED: 3 Punteggio alto (3 o più)');
    expect(health).toHaveTextContent('Framingham: 10 punti');
    // A woman's Framingham result always says its tables are still to be checked.
    expect(health).toHaveTextContent(/le tabelle usate per calcolare questo punteggio nelle donne/);
    expect(health).toHaveTextContent(/Il tuo medico li interpreta/);
    expect(within(health).getByRole('link', { name: 'Vai al mio profilo' })).toHaveAttribute(
      'href',
      '/stroke/profilo',
    );
    expect(fetch.urls()).toContain(fattoriUrl(verdi.id));
  });

  it("says so when a patient's scores cannot be read, and raises the alert", async () => {
    strokeApi(
      profili.paziente,
      on('GET', fattoriUrl(verdi.id), () => new Response('', { status: 500 })),
    );
    render();
    expect(await screen.findByText('I punteggi non sono disponibili in questo momento.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore durante il recupero dei punteggi.');
  });

  it('shows a caregiver the people they care for, each leading to their record', async () => {
    strokeApi(profili.caregiver);
    render();
    const people = await screen.findByRole('region', { name: 'Le persone che assisto' });
    expect(within(people).getByRole('link', { name: 'Anna Verdi' })).toHaveAttribute(
      'href',
      `/stroke/assistiti/${verdi.id}`,
    );
    expect(within(people).getByRole('link', { name: 'Bruno Neri' })).toHaveAttribute(
      'href',
      `/stroke/assistiti/${neri.id}`,
    );
    expect(within(people).getByRole('link', { name: 'Vai a I miei assistiti' })).toHaveAttribute(
      'href',
      '/stroke/assistiti',
    );
  });

  it('shows every part of a person who holds several roles', async () => {
    strokeApi({ ...profili.caregiver, ruoli: ['medico', 'caregiver'], medico: rossi });
    render();
    expect(await screen.findByText('Nel servizio sei: medico, caregiver.')).toBeInTheDocument();
    expect(section('I miei pazienti')).toBeInTheDocument();
    expect(section('Le persone che assisto')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'La mia salute' })).not.toBeInTheDocument();
  });

  it('tells a patient whose record is missing whom to ask', async () => {
    strokeApi({ ...profili.paziente, paziente: null });
    render();
    expect(
      await screen.findByText(
        'Il tuo account ha il ruolo di paziente, ma la tua scheda non è stata trovata: rivolgiti al tuo medico.',
      ),
    ).toBeInTheDocument();
  });
});

describe('StrokeHome: no profile, or a profile that cannot be read', () => {
  it('explains how a profile comes about when the account has none, without an alert', async () => {
    strokeApi(
      profili.admin,
      on('GET', PROFILO, () => errorBody(404, strokeMessages.noProfile)),
    );
    render();
    expect(
      await screen.findByText("Il tuo account non ha un profilo nel servizio Cura dell'ictus."),
    ).toBeInTheDocument();
    expect(screen.getByText(/Il profilo nasce con un invito/)).toBeInTheDocument();
    expect(alertStore.list()).toEqual([]);
  });

  it('treats a refusal (no role in the service) as no profile', async () => {
    strokeApi(
      profili.admin,
      on('GET', PROFILO, () => errorBody(403, 'Operazione non consentita.')),
    );
    render();
    expect(
      await screen.findByText("Il tuo account non ha un profilo nel servizio Cura dell'ictus."),
    ).toBeInTheDocument();
    expect(alertStore.list()).toEqual([]);
  });

  it('treats a profile with no role in the service as no profile', async () => {
    strokeApi({ ...profili.admin, ruoli: [] });
    render();
    expect(
      await screen.findByText("Il tuo account non ha un profilo nel servizio Cura dell'ictus."),
    ).toBeInTheDocument();
  });

  it('says why the profile could not be read, and reads it again on request', async () => {
    let attempts = 0;
    strokeApi(
      profili.admin,
      on('GET', PROFILO, () => {
        attempts += 1;
        return attempts === 1 ? errorBody(503, 'Servizio non disponibile.') : json(profili.admin);
      }),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servizio non disponibile.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Amministrazione del servizio' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('StrokeHome in English', () => {
  it("speaks English to an English user, the patient's scores included", async () => {
    await setLanguage('en');
    strokeApi({ ...profili.paziente, ruoli: ['paziente', 'caregiver'], assistiti: [neri] });
    render();
    expect(await screen.findByText('In the service you are: patient, caregiver.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Stroke care' })).toBeInTheDocument();
    const health = section('My health');
    expect(await within(health).findByText('CHA2DS2-VASc: 3')).toBeInTheDocument();
    expect(health).toHaveTextContent('about 3 have an ischaemic stroke each year');
    expect(section('The people I care for')).toHaveTextContent('Bruno Neri');
    expect(screen.queryByText(/Nel servizio|La mia salute|circa/)).not.toBeInTheDocument();
  });
});
