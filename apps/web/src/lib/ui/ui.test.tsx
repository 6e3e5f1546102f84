import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setLanguage } from '../../i18n/i18n.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderScreen } from '../../test/render-shell.tsx';
import type { WriteResult } from '../call-route.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './form-fields.tsx';
import { Pager } from './pager.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('shared admin components in English', () => {
  it('speak English in the form dialog, the table, the pager and the confirmation', async () => {
    stubFetch();
    await setLanguage('en');
    renderScreen(
      <>
        <DataTable
          caption="Rows"
          rows={[{ id: 1, name: 'uno' }]}
          rowKey={(row) => row.id}
          columns={[{ key: 'name', header: 'Name', sortKey: 'name', cell: (row) => row.name }]}
          sort="name"
          onSort={() => {}}
          empty="None"
        />
        <Pager label="Pages" page={1} size={20} total={41} onPage={() => {}} />
        <FormDialog
          isOpen
          title="A form"
          onClose={() => {}}
          schema={z.object({ nome: z.string() })}
          defaultValues={{ nome: '' }}
          submit={async () => ({ ok: true as const, data: null })}
          onSaved={() => {}}
        >
          <TextField name="nome" label="Name" required />
        </FormDialog>
      </>,
    );
    expect(screen.getByText('Items 1 to 20 of 41')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Name, sorted ascending/ })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'A form' });
    expect(within(dialog).getByText('Fields marked with * are required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByText(/Elementi da|obbligatori|Salva|Annulla/)).not.toBeInTheDocument();
  });

  it('asks for confirmation in English', async () => {
    await setLanguage('en');
    renderScreen(
      <ConfirmDialog
        isOpen
        onCancel={() => {}}
        onConfirm={async () => ({ ok: true as const, data: null })}
        onDone={() => {}}
      >
        <p>Sure?</p>
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Conferma eliminazione|Elimina|Annulla/)).not.toBeInTheDocument();
  });
});

describe('feedback of a refused write (one rule for every form)', () => {
  const refused = (details: { path: string; message: string }[]) => async () => ({
    ok: false as const,
    status: 409,
    code: 'CONFLICT',
    message: details[0]?.message ?? 'Conflitto',
    details,
  });

  function renderForm(submit: () => Promise<WriteResult<null>>, onReload = vi.fn()) {
    renderScreen(
      <FormDialog
        isOpen
        title="Gruppo"
        onClose={() => {}}
        onReload={onReload}
        schema={z.object({ nome: z.string() })}
        defaultValues={{ nome: 'operatori' }}
        submit={submit}
        onSaved={() => {}}
      >
        <TextField name="nome" label="Nome" required />
      </FormDialog>,
    );
    return onReload;
  }

  it('clears the server message as soon as the user changes what they sent', async () => {
    stubFetch();
    await setLanguage('it');
    renderForm(refused([{ path: 'other', message: 'Esiste già un gruppo con questo nome.' }]));
    const dialog = await screen.findByRole('dialog', { name: 'Gruppo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Esiste già un gruppo con questo nome.');
    // A name already taken: loading the same data again would not help.
    expect(within(alert).queryByRole('button', { name: 'Ricarica i dati' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Nome *'), '-bis');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('offers to reload only when the record changed since it was read', async () => {
    stubFetch();
    await setLanguage('it');
    const onReload = renderForm(
      refused([{ path: 'body.version', message: 'Il record è stato modificato da un altro utente.' }]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gruppo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const alert = await within(dialog).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Ricarica i dati' }));
    expect(onReload).toHaveBeenCalled();
  });
});
