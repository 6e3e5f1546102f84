import { Button } from 'design-react-kit';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/permissions.tsx';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import {
  ConfirmDelete,
  NewRecordButton,
  RecordActions as RecordRowActions,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import type { EntityKind, Versioned } from '../regional.entities.ts';
import { useDeleteRegional } from '../regional.queries.ts';
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
  const filterId = useId();
  const dialogs = useRecordDialogs(rows, (row) => row.id);
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
        <NewRecordButton route={kind.routes.create} onClick={dialogs.create}>
          {kind.newTitle()}
        </NewRecordButton>
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
        columns={columns.map((column) => ({ key: column.header, header: column.header, cell: column.cell }))}
        // Only the actions the user may do; no column when there are none (a reader's table).
        actions={
          canCall(kind.routes.update) || canCall(kind.routes.delete)
            ? (row) => (
                <RecordRowActions
                  name={kind.name(row)}
                  edit={{ route: kind.routes.update, onClick: () => dialogs.edit(row) }}
                  remove={{ route: kind.routes.delete, onClick: () => dialogs.askDelete(row) }}
                />
              )
            : undefined
        }
        rows={visible}
        rowKey={(row) => row.id}
        loading={loading}
        empty={needle ? t('section.noMatch') : emptyText}
      />
      <EntityFormModal
        kind={kind}
        isOpen={dialogs.formOpen}
        record={dialogs.editing}
        defaults={createDefaults}
        overrides={overrides}
        onClose={dialogs.closeForm}
        onSaved={async (saved) => {
          const created = dialogs.editing === null;
          dialogs.closeForm();
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
      <ConfirmDeleteRecord
        kind={kind}
        record={dialogs.deleting}
        onClose={dialogs.closeDelete}
        onDeleted={() => onChanged?.()}
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
      {/* The page is gone with the record: the message goes with the user to where they land. */}
      <ConfirmDeleteRecord
        kind={kind}
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onDeleted}
      />
    </div>
  );
}

/**
 * Asks before deleting a record of the kind and says it went; a refused delete says why and lists the records
 * still attached (ADR 0003).
 */
function ConfirmDeleteRecord<T extends Versioned>({
  kind,
  record,
  onClose,
  onDeleted,
}: {
  kind: EntityKind<T>;
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  onClose: () => void;
  onDeleted: (deleted: T) => unknown;
}) {
  const { t } = useTranslation('regional');
  const remove = useDeleteRegional(kind);
  return (
    <ConfirmDelete
      record={record}
      title={t('confirmDelete.title')}
      detailsTitle={t('confirmDelete.linked')}
      onClose={onClose}
      remove={(target: T) => remove.mutateAsync({ params: { id: target.id } })}
      question={(target) => (
        <p>{t('confirmDelete.question', { entity: kind.withArticle(), name: kind.name(target) })}</p>
      )}
      deleted={(_, deleted) =>
        t('section.deleted', {
          context: gender(kind),
          entity: capitalised(kind.label()),
          name: kind.name(deleted),
        })
      }
      onDeleted={(_, deleted) => onDeleted(deleted)}
    />
  );
}
