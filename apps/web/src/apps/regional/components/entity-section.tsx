import { Button } from 'design-react-kit';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/permissions.tsx';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import type { EntityKind, Versioned } from '../regional.entities.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';
import { EntityFormModal, type FieldOverrides } from './entity-form-modal.tsx';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Italian agrees the participle with the entity: 'Regione «Lazio» creata.', 'Comune «Roma» creato.'. */
function gender(kind: { feminine: boolean }): 'female' | 'male' {
  return kind.feminine ? 'female' : 'male';
}

/**
 * One level's children: a heading, the button to add one, the table with edit and delete on each row, and the
 * dialogs. The write hooks refresh the lists; `onChanged` runs after every successful write.
 */
export function EntitySection<T extends Versioned>({
  kind,
  title,
  headingLevel = 2,
  rows,
  loading,
  columns,
  emptyText,
  createDefaults,
  overrides,
  onChanged,
  filterLabel,
  filterText,
}: {
  kind: EntityKind<T>;
  title: string;
  headingLevel?: 2 | 3;
  rows: readonly T[] | undefined;
  loading?: boolean;
  columns: readonly Column<T>[];
  emptyText: string;
  createDefaults?: Partial<T>;
  overrides?: FieldOverrides;
  onChanged?: () => void | Promise<void>;
  /** Long lists (the comuni of a province) get a text filter. */
  filterLabel?: string;
  filterText?: (row: T) => string;
}) {
  const { t } = useTranslation('regional');
  const { canCall } = usePermissions();
  const may = {
    create: canCall(kind.routes.create),
    update: canCall(kind.routes.update),
    delete: canCall(kind.routes.delete),
  };
  const filterId = useId();
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase('it');
  const visible =
    rows && filterText && needle
      ? rows.filter((row) => filterText(row).toLocaleLowerCase('it').includes(needle))
      : rows;

  return (
    <PageSection
      title={title}
      level={headingLevel}
      actions={
        may.create ? (
          <Button color="primary" size="sm" type="button" onClick={() => setEditing({ record: null })}>
            {kind.newTitle()}
          </Button>
        ) : undefined
      }
    >
      {filterLabel && rows && rows.length > 0 ? (
        <div className="form-group mt-5 mb-4">
          <label htmlFor={filterId} className="active">
            {filterLabel}
          </label>
          <input
            id={filterId}
            type="search"
            className="form-control"
            value={filter}
            autoComplete="off"
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      ) : null}
      <DataTable<T>
        caption={title}
        columns={[
          ...columns.map((column) => ({ key: column.header, header: column.header, cell: column.cell })),
          // Only the actions the user may do; no column when there are none (a reader's table).
          ...(may.update || may.delete
            ? [
                {
                  key: 'actions',
                  header: t('common.actions'),
                  hiddenHeader: true,
                  className: 'text-nowrap text-end',
                  cell: (row: T) => (
                    <>
                      <RowAction
                        route={kind.routes.update}
                        label={t('section.editRecord', { name: kind.name(row) })}
                        onClick={() => setEditing({ record: row })}
                      >
                        {t('common.edit')}
                      </RowAction>
                      <RowAction
                        route={kind.routes.delete}
                        label={t('section.deleteRecord', { name: kind.name(row) })}
                        danger
                        onClick={() => setDeleting(row)}
                      >
                        {t('common.delete')}
                      </RowAction>
                    </>
                  ),
                },
              ]
            : []),
        ]}
        rows={visible}
        rowKey={(row) => row.id}
        loading={loading}
        empty={needle ? t('section.noMatch') : emptyText}
      />
      <EntityFormModal
        kind={kind}
        isOpen={editing !== null}
        record={editing?.record ?? null}
        defaults={createDefaults}
        overrides={overrides}
        onClose={() => setEditing(null)}
        onSaved={async (saved) => {
          const created = editing?.record === null;
          setEditing(null);
          notifySuccess(
            t(created ? 'section.created' : 'section.saved', {
              context: gender(kind),
              entity: capitalised(kind.label()),
              name: kind.name(saved),
            }),
          );
          await onChanged?.();
        }}
      />
      <ConfirmDeleteModal
        kind={kind}
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async (deleted) => {
          setDeleting(null);
          notifySuccess(
            t('section.deleted', {
              context: gender(kind),
              entity: capitalised(kind.label()),
              name: kind.name(deleted),
            }),
          );
          await onChanged?.();
        }}
      />
    </PageSection>
  );
}

/**
 * Edit and delete of the record a page is about (the district on the district's page). After a delete the
 * page no longer exists: `onDeleted` leaves it.
 */
export function RecordActions<T extends Versioned>({
  kind,
  record,
  overrides,
  onSaved,
  onDeleted,
}: {
  kind: EntityKind<T>;
  record: T;
  overrides?: FieldOverrides;
  onSaved?: (saved: T) => void | Promise<void>;
  onDeleted: (deleted: T) => void | Promise<void>;
}) {
  const { t } = useTranslation('regional');
  const { canCall } = usePermissions();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  if (!canCall(kind.routes.update) && !canCall(kind.routes.delete)) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mb-4">
      {canCall(kind.routes.update) ? (
        <Button color="primary" outline size="sm" type="button" onClick={() => setEditing(true)}>
          {t('form.editTitle', { entity: kind.label() })}
        </Button>
      ) : null}
      {canCall(kind.routes.delete) ? (
        <Button color="danger" outline size="sm" type="button" onClick={() => setDeleting(record)}>
          {t('section.deleteEntity', { entity: kind.label() })}
        </Button>
      ) : null}
      <EntityFormModal
        kind={kind}
        isOpen={editing}
        record={record}
        overrides={overrides}
        onClose={() => setEditing(false)}
        onSaved={async (saved) => {
          setEditing(false);
          notifySuccess(
            t('section.saved', {
              context: gender(kind),
              entity: capitalised(kind.label()),
              name: kind.name(saved),
            }),
          );
          await onSaved?.(saved);
        }}
      />
      <ConfirmDeleteModal
        kind={kind}
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async (deleted) => {
          setDeleting(null);
          // The page is gone with the record: the message goes with the user to where they land.
          notifySuccess(
            t('section.deleted', {
              context: gender(kind),
              entity: capitalised(kind.label()),
              name: kind.name(deleted),
            }),
          );
          await onDeleted(deleted);
        }}
      />
    </div>
  );
}
