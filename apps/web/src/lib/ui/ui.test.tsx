import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setLanguage } from '../../i18n/i18n.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderScreen } from '../../test/render-shell.tsx';
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
