import { adminMessages } from '@halo/contract';
import type { Soglie } from '@halo/contract/stroke/dispositivi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, on, staleVersion, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { devicePaths, soglieDefault } from './dispositivi.test-utils.tsx';
import { SoglieAllerta } from './soglie-allerta.tsx';

const region = () => screen.findByRole('region', { name: 'Soglie di allerta' });
const shown = (section: HTMLElement, term: string) => within(section).getByText(term).nextElementSibling;

describe('SoglieAllerta', () => {
  it('shows the defaults in force, with their units, read-only for the patient', async () => {
    stubFetch(on('GET', devicePaths.soglie(7), () => json(soglieDefault)));
    renderScreen(<SoglieAllerta pazienteId={7} edit={false} />);
    const soglie = await region();
    expect(
      await within(soglie).findByText(
        'Valgono le soglie predefinite del servizio: il medico non le ha ancora personalizzate.',
      ),
    ).toBeInTheDocument();
    expect(shown(soglie, 'Pressione sistolica massima')).toHaveTextContent('180 mmHg');
    expect(shown(soglie, 'Frequenza cardiaca minima')).toHaveTextContent('40 battiti/min');
    expect(shown(soglie, 'Saturazione di ossigeno minima')).toHaveTextContent('92%');
    expect(shown(soglie, 'Temperatura corporea massima')).toHaveTextContent('38,5 °C');
    expect(shown(soglie, 'Allerta per ritmo irregolare')).toHaveTextContent(
      'Sì, allerta alla fibrillazione atriale',
    );
    expect(within(soglie).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets the doctor set them: ranges checked first, the server’s errors under their fields, a stale save reloaded', async () => {
    const server: { current: Soglie } = { current: soglieDefault };
    let puts = 0;
    const fetch = stubFetch(
      on('GET', devicePaths.soglie(7), () => json(server.current)),
      on('PUT', devicePaths.salvaSoglie, (_url, body) => {
        puts += 1;
        if (puts === 1) {
          return errorBody(400, 'Dati non validi.', [
            { path: 'body.spo2Min', message: 'Valore non ammesso.' },
          ]);
        }
        if (puts === 2) {
          // Another doctor saved meanwhile.
          server.current = { ...soglieDefault, sistolicaMax: 175, version: 1 };
          return staleVersion();
        }
        server.current = { ...(body as Soglie), version: 2 };
        return json(server.current);
      }),
    );
    renderScreen(<SoglieAllerta pazienteId={7} edit />);
    const soglie = await region();
    await userEvent.click(await within(soglie).findByRole('button', { name: 'Modifica le soglie' }));
    let dialog = screen.getByRole('dialog', { name: 'Soglie di allerta' });
    const systolic = within(dialog).getByLabelText('Pressione sistolica massima');
    expect(systolic).toHaveValue(180);
    expect(systolic).toHaveAccessibleDescription(
      'Da 90 a 260 mmHg; predefinita 180. Vuoto: nessuna allerta.',
    );
    await userEvent.clear(systolic);
    await userEvent.type(systolic, '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(systolic).toHaveAttribute('aria-invalid', 'true'));
    expect(fetch.bodies('PUT', devicePaths.salvaSoglie)).toEqual([]);

    await userEvent.clear(systolic);
    await userEvent.type(systolic, '170');
    // An empty threshold is switched off.
    await userEvent.clear(within(dialog).getByLabelText('Frequenza cardiaca minima'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const spo2 = within(dialog).getByLabelText('Saturazione di ossigeno minima');
    await waitFor(() => expect(spo2).toHaveAttribute('aria-invalid', 'true'));
    expect(spo2).toHaveAccessibleDescription(/^Valore non ammesso\./);
    expect(fetch.bodies('PUT', devicePaths.salvaSoglie)[0]).toEqual({
      pazienteId: 7,
      version: 0,
      sistolicaMax: 170,
      diastolicaMax: 110,
      frequenzaMax: 120,
      frequenzaMin: null,
      spo2Min: 92,
      temperaturaMax: 38.5,
      ritmoIrregolare: true,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(adminMessages.stale);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Ricarica i dati' }));
    dialog = screen.getByRole('dialog', { name: 'Soglie di allerta' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Pressione sistolica massima')).toHaveValue(175),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Allerta per ritmo irregolare' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.bodies('PUT', devicePaths.salvaSoglie).map((b) => (b as Soglie).version)).toEqual([0, 0, 1]);
    expect(
      await within(soglie).findByText('Le soglie fissate dal medico per questo paziente.'),
    ).toBeInTheDocument();
    expect(shown(soglie, 'Pressione sistolica massima')).toHaveTextContent('175 mmHg');
    expect(shown(soglie, 'Allerta per ritmo irregolare')).toHaveTextContent('No, nessuna allerta');
  });

  it('puts the service’s defaults back in the form on request', async () => {
    stubFetch(
      on('GET', devicePaths.soglie(7), () =>
        json({ ...soglieDefault, sistolicaMax: 150, spo2Min: null, ritmoIrregolare: false, version: 3 }),
      ),
    );
    renderScreen(<SoglieAllerta pazienteId={7} edit />);
    const soglie = await region();
    expect(await within(soglie).findByText('Disattivata: nessuna allerta')).toBeInTheDocument();
    await userEvent.click(within(soglie).getByRole('button', { name: 'Modifica le soglie' }));
    const dialog = screen.getByRole('dialog', { name: 'Soglie di allerta' });
    expect(within(dialog).getByLabelText('Saturazione di ossigeno minima')).toHaveValue(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usa i valori predefiniti' }));
    expect(within(dialog).getByLabelText('Pressione sistolica massima')).toHaveValue(180);
    expect(within(dialog).getByLabelText('Saturazione di ossigeno minima')).toHaveValue(92);
    expect(within(dialog).getByRole('checkbox', { name: 'Allerta per ritmo irregolare' })).toBeChecked();
  });
});
