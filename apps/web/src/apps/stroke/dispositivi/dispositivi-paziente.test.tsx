import {
  type Dispositivo,
  dispositiviMessages,
  strokeDispositiviRoutes,
} from '@halo/contract/stroke/dispositivi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { devicePaths, misuratore, NOW, smartwatch, TOKEN, TOKEN_NUOVO } from './dispositivi.test-utils.tsx';
import { DispositiviPaziente } from './dispositivi-paziente.tsx';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const table = () => screen.findByRole('table', { name: 'Dispositivi indossabili' });
const rowOf = (t: HTMLElement, text: string) => within(t).getByText(text).closest('tr') as HTMLElement;
const watchName = 'Smartwatch Apple Watch 9 (numero di serie AW-0001)';

/** The server of a patient's devices: the list follows registrations, new tokens and revocations. */
function devicesApi(...first: Parameters<typeof stubFetch>) {
  let devices: Dispositivo[] = [smartwatch, misuratore];
  const replace = (saved: Dispositivo) => {
    devices = devices.map((d) => (d.id === saved.id ? saved : d));
    return saved;
  };
  return stubFetch(
    ...first,
    on('GET', devicePaths.dispositivi(7), () => json(devices)),
    on('POST', devicePaths.dispositivi(7), (_url, body) => {
      const created: Dispositivo = {
        ...(body as Pick<Dispositivo, 'tipo' | 'modello' | 'seriale'>),
        id: 13,
        pazienteId: 7,
        tokenAttivo: true,
        ultimaMisura: null,
        misurazioni: 0,
        registratoIl: NOW,
      };
      devices = [...devices, created];
      return json({ dispositivo: created, token: TOKEN }, 201);
    }),
    (url, init) => {
      const match = /^\/api\/stroke\/paziente\/7\/dispositivi\/(\d+)\/token$/.exec(url.pathname);
      const device = devices.find((d) => d.id === Number(match?.[1]));
      if (!match || !device) return undefined;
      if (init?.method === 'POST') {
        return json({ dispositivo: replace({ ...device, tokenAttivo: true }), token: TOKEN_NUOVO });
      }
      if (init?.method === 'DELETE') return json(replace({ ...device, tokenAttivo: false }));
      return undefined;
    },
  );
}

describe('DispositiviPaziente', () => {
  it('lists the devices, each saying in words whether it may send measurements', async () => {
    devicesApi();
    renderScreen(<DispositiviPaziente pazienteId={7} manage />);
    const devices = await table();
    expect(cellsOf(rowOf(devices, 'Apple Watch 9'))).toEqual([
      'SmartwatchApple Watch 9',
      'AW-0001',
      'Attivo: può inviare misurazioni',
      "1.240 misurazioni, l'ultima il 26/11/2026, 10:00",
      '01/10/2026, 10:00',
      'Nuovo tokenRevoca il token',
    ]);
    const omron = rowOf(devices, 'Omron M7');
    expect(omron).toHaveTextContent('Token revocato: non invia misurazioni');
    expect(omron).toHaveTextContent("Una misurazione, l'ultima il 20/11/2026, 08:30");
    // A revoked token cannot be revoked again; a new one can be made.
    expect(within(omron).queryByRole('button', { name: /^Revoca il token/ })).not.toBeInTheDocument();
    expect(
      within(omron).getByRole('button', {
        name: 'Nuovo token per Misuratore di pressione Omron M7 (numero di serie OM-0007)',
      }),
    ).toHaveTextContent('Crea un token');
  });

  it('registers a device, refusing a serial already taken (409), and shows its token once', async () => {
    const user = userEvent.setup();
    let posts = 0;
    const fetch = devicesApi(
      on('POST', devicePaths.dispositivi(7), () => {
        posts += 1;
        if (posts > 1) return undefined as never;
        return errorBody(409, dispositiviMessages.serialTaken, [
          { path: 'body.seriale', message: dispositiviMessages.serialTaken },
        ]);
      }),
    );
    renderScreen(<DispositiviPaziente pazienteId={7} manage />);
    await table();
    const register = screen.getByRole('button', { name: 'Registra un dispositivo' });
    await user.click(register);
    let dialog = screen.getByRole('dialog', { name: 'Registra un dispositivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Registra' }));
    const model = within(dialog).getByLabelText('Modello *');
    await waitFor(() => expect(model).toHaveAttribute('aria-invalid', 'true'));
    expect(model).toHaveAccessibleDescription(
      'Indicare il modello. Marca e modello, come scritti sul dispositivo o sulla confezione.',
    );
    expect(fetch.bodies('POST', devicePaths.dispositivi(7))).toEqual([]);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Tipo di dispositivo *' }),
      'Smartwatch',
    );
    await user.type(model, 'Galaxy Watch 6');
    await user.type(within(dialog).getByLabelText('Numero di serie *'), 'AW-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Registra' }));
    const serial = within(dialog).getByLabelText('Numero di serie *');
    await waitFor(() => expect(serial).toHaveAttribute('aria-invalid', 'true'));
    expect(serial).toHaveAccessibleDescription(new RegExp(`^${dispositiviMessages.serialTaken}`));

    await user.clear(serial);
    await user.type(serial, 'GW-0006');
    await user.click(within(dialog).getByRole('button', { name: 'Registra' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Token di Smartwatch Galaxy Watch 6 (numero di serie GW-0006)',
    });
    expect(fetch.bodies('POST', devicePaths.dispositivi(7))).toEqual([
      { tipo: 'smartwatch', modello: 'Galaxy Watch 6', seriale: 'AW-0001' },
      { tipo: 'smartwatch', modello: 'Galaxy Watch 6', seriale: 'GW-0006' },
    ]);
    const token = within(dialog).getByRole('textbox', { name: 'Token del dispositivo' });
    expect(token).toHaveValue(TOKEN);
    expect(token).toHaveAttribute('readonly');
    await waitFor(() => expect(token).toHaveFocus());
    expect(token).toHaveAccessibleDescription(/Il token è mostrato solo ora\..*non potrà mostrarlo di nuovo/);
    expect(dialog).toHaveTextContent(
      `POST ${window.location.origin}${strokeDispositiviRoutes.ingest.url}, con il token nell’intestazione x-device-token`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copia il token' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Token copiato negli appunti.');

    await user.click(within(dialog).getByRole('button', { name: 'Ho copiato il token, chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Shown once: nothing on the page holds it any more.
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(TOKEN);
    await waitFor(() => expect(register).toHaveFocus());
    expect(await within(await table()).findByText('Galaxy Watch 6')).toBeInTheDocument();
    expect(rowOf(await table(), 'Galaxy Watch 6')).toHaveTextContent('Nessuna misurazione');
  });

  it('renews a token after saying the current one stops working, and revokes one after a confirmation', async () => {
    const user = userEvent.setup();
    const fetch = devicesApi();
    renderScreen(<DispositiviPaziente pazienteId={7} manage />);
    await table();
    const renew = screen.getByRole('button', { name: `Nuovo token per ${watchName}` });
    await user.click(renew);
    let dialog = screen.getByRole('dialog', { name: 'Creare un nuovo token?' });
    expect(dialog).toHaveTextContent(`Stai per creare un nuovo token per ${watchName}.`);
    expect(dialog).toHaveTextContent('Il token attuale smetterà subito di valere');
    await user.click(within(dialog).getByRole('button', { name: 'Crea il nuovo token' }));
    dialog = await screen.findByRole('dialog', { name: `Token di ${watchName}` });
    expect(dialog).toHaveTextContent('Ecco il nuovo token: quello precedente non vale più.');
    expect(within(dialog).getByRole('textbox', { name: 'Token del dispositivo' })).toHaveValue(TOKEN_NUOVO);
    await user.click(within(dialog).getByRole('button', { name: 'Ho copiato il token, chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.textContent).not.toContain(TOKEN_NUOVO);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Nuovo token per ${watchName}` })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: `Revoca il token di ${watchName}` }));
    dialog = screen.getByRole('dialog', { name: 'Revocare il token?' });
    expect(dialog).toHaveTextContent(`${watchName} non potrà più inviare misurazioni.`);
    expect(dialog).toHaveTextContent('Le misurazioni già ricevute restano.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoca il token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Token di ${watchName} revocato.`)).toBeInTheDocument();
    await waitFor(async () =>
      expect(rowOf(await table(), 'Apple Watch 9')).toHaveTextContent(
        'Token revocato: non invia misurazioni',
      ),
    );
    expect(fetch.urls().filter((url) => url === devicePaths.token(7, 11))).toHaveLength(2);
    // Neither the revocation nor the list carries a token.
    expect(document.body.textContent).not.toContain('tok_');
  });

  it('is read-only for a caregiver', async () => {
    devicesApi();
    renderScreen(<DispositiviPaziente pazienteId={7} manage={false} />);
    const devices = await table();
    expect(within(devices).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registra un dispositivo' })).not.toBeInTheDocument();
    expect(
      screen.getByText('I dispositivi registrati per il paziente e se possono inviare misurazioni.'),
    ).toBeInTheDocument();
  });

  it('tells a caregiver whose consent was revoked (403) why nothing shows, without a technical alert', async () => {
    stubFetch(on('GET', devicePaths.dispositivi(7), () => errorBody(403, 'Consenso revocato.')));
    renderScreen(<DispositiviPaziente pazienteId={7} manage={false} />);
    expect(
      await screen.findByText('Il paziente ha revocato il consenso: i suoi dati non sono più consultabili.'),
    ).toBeInTheDocument();
    expect(alertStore.list()).toEqual([]);
  });

  it('speaks English when English is chosen', async () => {
    await setLanguage('en');
    devicesApi();
    renderScreen(<DispositiviPaziente pazienteId={7} manage />);
    const devices = await screen.findByRole('table', { name: 'Wearable devices' });
    expect(rowOf(devices, 'Apple Watch 9')).toHaveTextContent('Active: may send measurements');
    expect(screen.getByRole('button', { name: 'Register a device' })).toBeInTheDocument();
  });
});
