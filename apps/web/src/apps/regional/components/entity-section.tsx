import { Button } from 'design-react-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../../lib/permissions.tsx';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import {
  ConfirmDelete,
  RecordActions as RecordRowActions,
  RecordsSection,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { SearchInput } from '../../../lib/ui/search-input.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import type regional from '../locales/it/regional.ts';
import type { EntityKind, Versioned } from '../regional.entities.ts';
import { useDeleteRegional } from '../regional.queries.ts';
import { EntityFormModal, type FieldOverrides } from './entity-form-modal.tsx';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** The columns of a section, each headed by its label (`labels.<key>`). */
export function useLabelColumns<T>() {
  const { t } = useTranslation('regional');
  return columnsOf<T, keyof typeof regional.labels>((key) => t(`labels.${key}`));
}

/** The rows in the order of their names (none while they are read). */
export function sorted<T>(rows: readonly T[] | undefined, name: (x: T) => string): T[] | undefined {
  return rows ? [...rows].sort((a, b) => name(a).localeCompare(name(b), 'it')) : undefined;
}

/** What became of a record, for the alert: Italian agrees the participle ('Regione «Lazio» creata.'). */
function useOutcome<T extends Versioned>(kind: EntityKind<T>) {
  const { t } = useTranslation('regional');
  const label = kind.label();
  return (what: 'created' | 'saved' | 'deleted', record: T) =>
    t(`section.${what}`, {
      context: kind.feminine ? 'female' : 'male',
      entity: label.charAt(0).toUpperCase() + label.slice(1),
      name: kind.name(record),
    });
}

/**
 * One level's children: a heading, the button to add one, the table with edit and delete on each row, and the
 * dialogs. The write hooks refresh the lists; `onChanged` runs after every successful write.
 */
export function EntitySection<T extends Versioned>({
  kind,
  title,
  headingLevel = 2,
  rows: given,
  orderBy,
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
  /** The name the rows are ordered by; none: as the server gives them. */
  orderBy?: (row: T) => string;
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
  const outcome = useOutcome(kind);
  const rows = orderBy ? sorted(given, orderBy) : given;
  const dialogs = useRecordDialogs(rows, (row) => row.id);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase('it');
  const visible =
    rows && filterText && needle
      ? rows.filter((row) => filterText(row).toLocaleLowerCase('it').includes(needle))
      : rows;

  return (
    <RecordsSection
      title={title}
      level={headingLevel}
      create={{ route: kind.routes.create, onClick: dialogs.create, label: kind.newTitle() }}
    >
      {filterLabel && rows && rows.length > 0 ? (
        <SearchInput label={filterLabel} value={filter} onChange={setFilter} />
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
          notifySuccess(outcome(created ? 'created' : 'saved', saved));
          await onChanged?.();
        }}
      />
      <ConfirmDeleteRecord
        kind={kind}
        record={dialogs.deleting}
        onClose={dialogs.closeDelete}
        onDeleted={() => onChanged?.()}
      />
    </RecordsSection>
  );
}

/** The record a page is about: its name as the page's heading, its facts, and its edit and delete. */
export function RecordPage<T extends Versioned>({
  title,
  heading = 1,
  facts,
  ...actions
}: Parameters<typeof RecordActions<T>>[0] & {
  title: string;
  heading?: 1 | 2;
  facts: [string, string | number | null | undefined][];
}) {
  const Heading = heading === 1 ? 'h1' : 'h2';
  return (
    <>
      <Heading>{title}</Heading>
      <Facts items={facts} />
      <RecordActions {...actions} />
    </>
  );
}

/**
 * Edit and delete of the record a page is about (the district on the district's page). After a delete the
 * page no longer exists: the user goes to `leaveTo`.
 */
function RecordActions<T extends Versioned>({
  kind,
  record,
  overrides,
  movedTo,
  leaveTo,
  replaceOnLeave = false,
}: {
  kind: EntityKind<T>;
  record: T;
  overrides?: FieldOverrides;
  /** The page of the record as saved when the save moved it (a new code, another parent): the page follows. */
  movedTo?: (saved: T) => string | null;
  /** Where the user goes once the record is deleted (`replaceOnLeave`: in place of the page in the history). */
  leaveTo: string;
  replaceOnLeave?: boolean;
}) {
  const { t } = useTranslation('regional');
  const { canCall } = usePermissions();
  const navigate = useNavigate();
  const outcome = useOutcome(kind);
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
          notifySuccess(outcome('saved', saved));
          const moved = movedTo?.(saved);
          if (moved) await navigate(moved, { replace: true });
        }}
      />
      {/* The page is gone with the record: the message goes with the user to where they land. */}
      <ConfirmDeleteRecord
        kind={kind}
        record={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate(leaveTo, { replace: replaceOnLeave })}
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
  const outcome = useOutcome(kind);
  const remove = useDeleteRegional(kind);
  return (
    <ConfirmDelete
      record={record}
      detailsTitle={t('confirmDelete.linked')}
      onClose={onClose}
      remove={(target: T) => remove.mutateAsync({ params: { id: target.id } })}
      question={(target) => (
        <p>{t('confirmDelete.question', { entity: kind.withArticle(), name: kind.name(target) })}</p>
      )}
      deleted={(_, deleted) => outcome('deleted', deleted)}
      onDeleted={(_, deleted) => onDeleted(deleted)}
    />
  );
}
