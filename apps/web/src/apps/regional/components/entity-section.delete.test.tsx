import type { Dipartimento, Distretto } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { dipartimentoKind, distrettoKind, type EntityKind, type Versioned } from '../regional.entities.ts';
import { EntitySection } from './entity-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const distretto: Distretto = {
  id: 7,
  codiceDistretto: 'E2E',
  distrettoSanitario: 'Distretto di prova',
  codiceAsl: '010203',
  comuniAnnessi: [],
  demo: false,
  version: 1,
};

/** A section of one record with its delete action; `onChanged` is told after a change. */
function renderOne<T extends Versioned>(
  kind: EntityKind<T>,
  row: T,
  name: (row: T) => string,
  onChanged = vi.fn(),
) {
  renderScreen(
    <EntitySection
      kind={kind}
      title="Sezione"
      rows={[row]}
      columns={[{ header: 'Nome', cell: name }]}
      emptyText="Nessuno."
      onChanged={onChanged}
    />,
  );
  return onChanged;
}

const renderSection = () => renderOne(distrettoKind, distretto, (d) => d.distrettoSanitario);

describe('delete with confirmation', () => {
  it('asks first, and cancelling sends nothing', async () => {
    const fetch = stubFetch();
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina Distretto di prova' }));
    const dialog = screen.getByRole('dialog', { name: 'Conferma eliminazione' });
    expect(dialog).toHaveTextContent(
      "Eliminare il distretto «Distretto di prova»? L'operazione non si può annullare.",
    );
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('deletes on confirmation, says so and refreshes the list', async () => {
    const fetch = stubFetch(() => json(distretto));
    const onChanged = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina Distretto di prova' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(fetch.urls()).toEqual(['/api/v1/gestioneregionale/distretti/delete/7']);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(screen.getByText('Distretto «Distretto di prova» eliminato.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused delete keeps the dialog open and lists what still depends on the record', async () => {
    stubFetch(() =>
      errorBody(409, 'Il distretto ha ancora record collegati.', [
        { path: 'dipartimenti.3', message: 'Dipartimento di prevenzione' },
        { path: 'presidiospedalieri.9', message: '010030.01 - Ospedale civile' },
      ]),
    );
    const onChanged = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina Distretto di prova' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Il distretto ha ancora record collegati.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dipartimento di prevenzione', '010030.01 - Ospedale civile']);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('falls back to "Errore nell\'eliminazione …" when the server says nothing', async () => {
    stubFetch(() => new Response('', { status: 500 }));
    const dipartimento: Dipartimento = {
      id: 3,
      denominazione: 'Prevenzione',
      distrettoId: 7,
      codiceAsl: '010203',
      demo: false,
      version: 1,
    };
    renderOne(dipartimentoKind, dipartimento, (d) => d.denominazione);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina Prevenzione' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      "Errore nell'eliminazione dipartimento",
    );
  });
});
