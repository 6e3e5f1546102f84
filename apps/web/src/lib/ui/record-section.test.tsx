import { platformAdminRoutes } from '@halo/contract';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../shell/alerts/alert.store.ts';
import type { WriteResult } from '../call-route.ts';
import { PermissionsProvider } from '../permissions.tsx';
import { DataTable } from './data-table.tsx';
import { ConfirmDelete, RecordActions, StrongText, useRecordDialogs } from './record-section.tsx';

interface Row {
  id: number;
  nome: string;
  version: number;
}

const rows: Row[] = [
  { id: 1, nome: 'Anagrafe', version: 1 },
  { id: 2, nome: 'Sportello', version: 1 },
];

afterEach(() => alertStore.clear());

describe('the dialogs of a record section', () => {
  it('opens the form for a new record and for a row, read from the rows as they are now', () => {
    const { result, rerender } = renderHook(({ list }) => useRecordDialogs(list, (r: Row) => r.id), {
      initialProps: { list: rows as readonly Row[] | undefined },
    });
    expect(result.current.formOpen).toBe(false);
    act(() => result.current.create());
    expect(result.current).toMatchObject({ formOpen: true, editing: null });
    act(() => result.current.edit(rows[1] as Row));
    expect(result.current).toMatchObject({ formOpen: true, editing: rows[1] });
    // Read again after a change: the dialog edits the new version of the same row.
    const reloaded = [rows[0] as Row, { id: 2, nome: 'Sportello unico', version: 2 }];
    rerender({ list: reloaded });
    expect(result.current.editing).toEqual({ id: 2, nome: 'Sportello unico', version: 2 });
    // Gone from the list (deleted by someone else): the dialog closes instead of editing nothing.
    rerender({ list: [rows[0] as Row] });
    expect(result.current).toMatchObject({ formOpen: false, editing: null });
    act(() => result.current.closeForm());
    act(() => result.current.askDelete(rows[0] as Row));
    expect(result.current.deleting).toBe(rows[0]);
    act(() => result.current.closeDelete());
    expect(result.current.deleting).toBeNull();
  });
});

describe("a row's actions", () => {
  it('are named after the row, in a column only screen readers hear the header of, and need their call', async () => {
    const onEdit = vi.fn();
    render(
      <PermissionsProvider masks={{ 'halo.servizi': 16 | 32 | 4 }}>
        <DataTable<Row>
          caption="Servizi"
          rows={rows}
          rowKey={(r) => r.id}
          empty="Nessuno"
          columns={[{ key: 'nome', header: 'Nome', cell: (r) => r.nome }]}
          actions={(r) => (
            <RecordActions
              name={r.nome}
              edit={{ route: platformAdminRoutes.serviceUpdate, onClick: () => onEdit(r) }}
              remove={{ route: platformAdminRoutes.serviceDelete, onClick: vi.fn() }}
            >
              <button type="button">Servizi collegati</button>
            </RecordActions>
          )}
        />
      </PermissionsProvider>,
    );
    expect(
      screen.getByRole('columnheader', { name: 'Azioni' }).querySelector('.visually-hidden'),
    ).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica Sportello' }));
    expect(onEdit).toHaveBeenCalledWith(rows[1]);
    // The mask has no DELETE: no "Elimina" at all; what the screen adds stays first.
    expect(screen.queryByRole('button', { name: /^Elimina/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Servizi collegati' })).toHaveLength(2);
  });

  it("keep a screen's own name for an action", () => {
    render(
      <RecordActions
        name="/prosa"
        edit={{ onClick: vi.fn(), label: 'Modifica la rotta /prosa' }}
        remove={{ onClick: vi.fn() }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Modifica la rotta /prosa' })).toHaveTextContent('Modifica');
    expect(screen.getByRole('button', { name: 'Elimina /prosa' })).toHaveTextContent('Elimina');
  });

  it("say a screen's own word for an action, in the screen's own layout", () => {
    render(
      <RecordActions
        name="Mario Rossi"
        className="halo-admin-row-actions"
        remove={{ onClick: vi.fn(), label: 'Rimuovi Mario Rossi dal gruppo', text: 'Rimuovi' }}
      />,
    );
    const remove = screen.getByRole('button', { name: 'Rimuovi Mario Rossi dal gruppo' });
    expect(remove).toHaveTextContent(/^Rimuovi$/);
    expect(remove.parentElement).toHaveClass('d-flex', 'halo-admin-row-actions');
    expect(screen.queryByRole('button', { name: /Modifica/ })).toBeNull();
  });
});

function Deleting({
  record,
  remove,
  onClose,
  onDeleted,
}: {
  record: Row | null;
  remove: (r: Row) => Promise<WriteResult<Row>>;
  onClose: () => void;
  onDeleted?: (r: Row) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDelete
      record={record}
      onClose={onClose}
      remove={remove}
      question={(r) => <StrongText t={t} i18nKey="services.deleteConfirm" values={{ name: r.nome }} />}
      deleted={(r) => t('services.deleted', { name: r.nome })}
      onDeleted={onDeleted}
    />
  );
}

describe('the confirmation before deleting', () => {
  it('names the record in bold, deletes it, closes and says so', async () => {
    const remove = vi.fn(async (r: Row) => ({ ok: true as const, data: r }));
    const onClose = vi.fn();
    const onDeleted = vi.fn();
    const { rerender } = render(
      <Deleting record={rows[0] as Row} remove={remove} onClose={onClose} onDeleted={onDeleted} />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Anagrafe');
    expect(screen.getByText('Anagrafe').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(remove).toHaveBeenCalledWith(rows[0]);
    expect(onClose).toHaveBeenCalled();
    expect(onDeleted).toHaveBeenCalledWith(rows[0], rows[0]);
    expect(alertStore.list().map((a) => [a.kind, a.message])).toEqual([
      ['success', expect.stringContaining('Anagrafe')],
    ]);
    // While it closes, the text still names the record (it does not go blank), and then it is gone.
    rerender(<Deleting record={null} remove={remove} onClose={onClose} />);
    expect(screen.queryByRole('dialog') ?? document.body).toHaveTextContent('Anagrafe');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a refusal in the dialog and deletes nothing', async () => {
    const remove = vi.fn(async () => ({
      ok: false as const,
      status: 409,
      message: 'Il servizio è usato da 2 applicazioni.',
      details: [{ path: 'applications', message: 'Pro.Sa.' }],
    }));
    const onClose = vi.fn();
    render(<Deleting record={rows[1] as Row} remove={remove} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Il servizio è usato da 2 applicazioni.');
    expect(onClose).not.toHaveBeenCalled();
    expect(alertStore.list()).toEqual([]);
  });
});
