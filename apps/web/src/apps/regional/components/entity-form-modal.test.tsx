import type { Distretto } from '@halo/contract';
import { regionalMessages } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { roma } from '../../../test/territory.ts';
import { comuneKind, distrettoKind } from '../regional.entities.ts';
import { EntityFormModal } from './entity-form-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  alertStore.clear();
});

const distretto: Distretto = {
  id: 41,
  codiceDistretto: 'OV',
  distrettoSanitario: 'Distretto Ovest',
  codiceAsl: '010203',
  comuniAnnessi: [],
  demo: false,
  version: 3,
};

function renderDistrictForm(record: Distretto | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderScreen(
    <EntityFormModal
      kind={distrettoKind}
      isOpen
      record={record}
      defaults={{ codiceAsl: '010203' }}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onSaved, onClose, dialog: screen.getByRole('dialog') };
}

describe('EntityFormModal', () => {
  it("shows the contract's messages under the fields and sends nothing while the form is invalid", async () => {
    const fetch = stubFetch();
    const { dialog } = renderDistrictForm();
    expect(within(dialog).getByRole('heading', { name: 'Nuovo distretto' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Codice ASL *')).toHaveValue('010203');
    await userEvent.type(within(dialog).getByLabelText('Codice distretto'), 'x-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    const name = within(dialog).getByLabelText('Nome del distretto *');
    // Under the field, and in the summary of what to fix above the form.
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('Controllare i dati inseriti:');
    // Each entry names its field and leads to it.
    const entry = within(summary).getByRole('link', {
      name: `Nome del distretto: ${regionalMessages.denominazione}`,
    });
    expect(entry).toHaveAttribute('href', `#${name.id}`);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(regionalMessages.denominazione);
    expect(within(dialog).getByLabelText('Codice distretto')).toHaveAccessibleDescription(
      `${regionalMessages.codiceDistretto} Facoltativo: da una a dieci lettere o cifre.`,
    );
    expect(name).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates with the body the schema produced and hands back the record', async () => {
    const created = { ...distretto, id: 42, version: 1 };
    const fetch = stubFetch((url) =>
      url.pathname.endsWith('/distretti/create') ? json(created, 201) : undefined,
    );
    const { dialog, onSaved } = renderDistrictForm();
    await userEvent.type(within(dialog).getByLabelText('Nome del distretto *'), ' Distretto Ovest ');
    await userEvent.type(within(dialog).getByLabelText('Codice distretto'), 'ov');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(fetch.urls()).toEqual(['/api/v1/gestioneregionale/distretti/create']);
    expect(fetch.body(0)).toEqual({
      distrettoSanitario: 'Distretto Ovest',
      codiceDistretto: 'OV',
      codiceAsl: '010203',
      comuniAnnessi: [],
    });
  });

  it("puts the server's field errors under their inputs and its message above the form", async () => {
    stubFetch(() =>
      errorBody(409, 'Esiste già un distretto con questo codice.', [
        { path: 'body.codiceDistretto', message: 'Codice distretto già usato in questa ASL.' },
      ]),
    );
    const { dialog, onSaved } = renderDistrictForm();
    await userEvent.type(within(dialog).getByLabelText('Nome del distretto *'), 'Doppio');
    await userEvent.type(within(dialog).getByLabelText('Codice distretto'), 'DEMO1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esiste già un distretto con questo codice.',
    );
    expect(within(dialog).getByLabelText('Codice distretto')).toHaveAccessibleDescription(
      /^Codice distretto già usato in questa ASL\./,
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(alertStore.list()).toEqual([]);
  });

  it("updates through the contract's path with the version read, and falls back to SPEC.md §8's text", async () => {
    const fetch = stubFetch(() => new Response('', { status: 500 }));
    const { dialog } = renderDistrictForm(distretto);
    expect(within(dialog).getByRole('heading', { name: 'Modifica distretto' })).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Nome del distretto *');
    expect(name).toHaveValue('Distretto Ovest');
    await userEvent.clear(name);
    await userEvent.type(name, 'Distretto Ovest bis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Errore nella modifica dati distretto',
    );
    expect(fetch.urls()).toEqual(['/api/v1/gestioneregionale/distretti/update/41']);
    expect(fetch.body(0)).toMatchObject({ distrettoSanitario: 'Distretto Ovest bis', version: 3 });
  });

  it('a stale version is said above the form, since no field shows it', async () => {
    stubFetch(() =>
      errorBody(409, 'La risorsa è stata modificata o è in uso: ricaricare e riprovare.', [
        { path: 'body.version', message: 'Il distretto è stato modificato da qualcun altro (versione 4).' },
      ]),
    );
    const { dialog } = renderDistrictForm(distretto);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('La risorsa è stata modificata o è in uso: ricaricare e riprovare.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Il distretto è stato modificato da qualcun altro (versione 4).',
    );
  });

  it('writes a comune through the irregular paths of SPEC.md §7', async () => {
    const fetch = stubFetch(() => new Response('', { status: 503 }));
    renderScreen(
      <EntityFormModal kind={comuneKind} isOpen record={roma} onClose={() => {}} onSaved={() => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore nella modifica dati comune');
    expect(fetch.urls()).toEqual(['/api/v1/gestioneregionale/comune/update/5191']);
    expect(fetch.body(0)).toEqual({
      denominazione: 'Roma',
      codiceIstat: '058091',
      codiceCatastale: 'H501',
      siglaProvincia: 'RM',
      popolazione2011: 2617175,
      version: 1,
    });
  });

  it('says "Errore nella creazione …" when a create fails without a message', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    renderScreen(
      <EntityFormModal
        kind={comuneKind}
        isOpen
        defaults={{ siglaProvincia: 'TO' }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Denominazione *'), 'Borgo');
    await userEvent.type(within(dialog).getByLabelText('Codice ISTAT *'), '999001');
    await userEvent.type(within(dialog).getByLabelText('Codice catastale *'), 'm998');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Errore nella creazione comune');
  });
});
