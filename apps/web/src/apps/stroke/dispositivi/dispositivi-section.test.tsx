import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { cardReads, renderStroke } from '../pazienti/pazienti.test-utils.tsx';
import { profili, strokeApi } from '../profilo/profilo.test-utils.tsx';
import { StrokeProfilo } from '../profilo/stroke-profilo.screen.tsx';
import { adminSession, caregiverSession, medicoSession } from '../stroke.test-utils.ts';
import { devicePaths } from './dispositivi.test-utils.tsx';

const bundle = {
  resourceType: 'Bundle',
  type: 'collection',
  entry: [{ resource: { resourceType: 'Patient' } }],
};

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** The section links to the patient's measurements (`toMeasurements`) and lets its reader manage the devices. */
async function expectDevicesManaged(section: HTMLElement, toMeasurements: string) {
  expect(within(section).getByRole('link', { name: toMeasurements })).toHaveAttribute(
    'href',
    '/stroke/misurazioni?paziente=7',
  );
  expect(await within(section).findByRole('table', { name: 'Dispositivi indossabili' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Registra un dispositivo' })).toBeInTheDocument();
}

describe('«Dispositivi e misurazioni» on the patient’s card', () => {
  it('gives the doctor the devices, the thresholds to edit, the way to the charts and the FHIR export', async () => {
    const files = catchDownloads();
    const fetch = stubFetch(
      on('GET', devicePaths.fhir(7), () => json(bundle)),
      ...cardReads(),
    );
    renderStroke('/stroke/pazienti/7', medicoSession);
    const section = await screen.findByRole('region', { name: 'Dispositivi e misurazioni' });
    await expectDevicesManaged(section, 'Vedi misurazioni e allerte');
    expect(await within(section).findByRole('button', { name: 'Modifica le soglie' })).toBeInTheDocument();
    // The devices and the thresholds are parts of the section.
    expect(within(section).getByRole('heading', { level: 3, name: 'Soglie di allerta' })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Esporta FHIR' }));
    expect(await within(section).findByText('File paziente-7-fhir.json scaricato.')).toBeInTheDocument();
    expect(files.map((f) => f.name)).toEqual(['paziente-7-fhir.json']);
    const [file] = files;
    if (!file) throw new Error('no file');
    expect(file.blob.type).toBe('application/fhir+json');
    expect(JSON.parse(await file.blob.text())).toEqual(bundle);
    expect(fetch.urls()).toContain(devicePaths.fhir(7));
  });

  it('says why an export failed, with the server’s message', async () => {
    catchDownloads();
    stubFetch(
      on('GET', devicePaths.fhir(7), () => errorBody(500, 'Esportazione non riuscita.')),
      ...cardReads(),
    );
    renderStroke('/stroke/pazienti/7', medicoSession);
    const section = await screen.findByRole('region', { name: 'Dispositivi e misurazioni' });
    await userEvent.click(within(section).getByRole('button', { name: 'Esporta FHIR' }));
    await waitFor(() =>
      expect(alertStore.list().map((a) => a.message)).toEqual(['Esportazione non riuscita.']),
    );
    expect(within(section).queryByText(/scaricato/)).not.toBeInTheDocument();
  });

  it('lets the admin manage the devices and the thresholds, without a link to a screen that is not theirs', async () => {
    stubFetch(...cardReads());
    renderStroke('/stroke/pazienti/7', adminSession);
    const section = await screen.findByRole('region', { name: 'Dispositivi e misurazioni' });
    expect(await within(section).findByRole('button', { name: 'Modifica le soglie' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Registra un dispositivo' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Esporta FHIR' })).toBeInTheDocument();
    expect(
      within(section).queryByRole('link', { name: 'Vedi misurazioni e allerte' }),
    ).not.toBeInTheDocument();
  });

  it('is read-only for a caregiver, without the export', async () => {
    stubFetch(...cardReads());
    renderStroke('/stroke/assistiti/7', caregiverSession);
    const section = await screen.findByRole('region', { name: 'Dispositivi e misurazioni' });
    expect(
      await within(section).findByRole('table', { name: 'Dispositivi indossabili' }),
    ).toBeInTheDocument();
    expect(await within(section).findByText('180 mmHg')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Vedi misurazioni e allerte' })).toHaveAttribute(
      'href',
      '/stroke/misurazioni?paziente=7',
    );
  });
});

describe('«I miei dispositivi e le mie misurazioni» on the patient’s profile', () => {
  it('lets the patient manage their devices and export their data, the thresholds read-only', async () => {
    strokeApi(profili.paziente);
    renderScreen(<StrokeProfilo />, '/stroke/profilo');
    const section = await screen.findByRole('region', { name: 'I miei dispositivi e le mie misurazioni' });
    await expectDevicesManaged(section, 'Vedi le mie misurazioni');
    expect(within(section).getByRole('button', { name: 'Esporta FHIR' })).toBeInTheDocument();
    expect(await within(section).findByText('180 mmHg')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Modifica le soglie' })).not.toBeInTheDocument();
  });
});
