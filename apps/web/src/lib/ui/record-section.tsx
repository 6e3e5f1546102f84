import type { RouteAccess } from '@halo/contract';
import { Button } from 'design-react-kit';
import type { Namespace, ParseKeys, TFunction } from 'i18next';
import { type ComponentProps, type ReactNode, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { notifySuccess } from '../../shell/alerts/alert.store.ts';
import type { WriteResult } from '../call-route.ts';
import { IfAllowed } from '../permissions.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { PageSection } from './page.tsx';
import { RowAction } from './row-action.tsx';

/*
 * The record section of the feature kit (issue 33, docs/adr/0045): a table of records with row actions, a dialog
 * to create or edit one, a confirmation before deleting one. The table is DataTable (its `actions` column); this
 * file holds what every record section repeated around it: which dialog is open, the "new" button, the row's
 * "Modifica"/"Elimina" named after the row, and the confirmation that says what goes and reports it.
 */

type Route = { access: RouteAccess };

/** Which dialog of a record section is open. */
export interface RecordDialogs<T> {
  /** The form's dialog is open: a new record (`editing` null) or one of the rows. */
  formOpen: boolean;
  /** The row being edited, read from the rows as they are now (a row gone from them closes the dialog). */
  editing: T | null;
  create: () => void;
  edit: (row: T) => void;
  closeForm: () => void;
  /** The row whose deletion is being confirmed. */
  deleting: T | null;
  askDelete: (row: T) => void;
  closeDelete: () => void;
}

/** The open dialogs of a record section; the edited row is kept by key, so a reload shows its new version. */
export function useRecordDialogs<T, K>(
  rows: readonly T[] | undefined,
  keyOf: (row: T) => K,
): RecordDialogs<T> {
  // undefined: closed; null: a new record; a key: that row.
  const [editingKey, setEditingKey] = useState<K | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const editing = editingKey == null ? null : (rows?.find((row) => keyOf(row) === editingKey) ?? null);
  return {
    formOpen: editingKey === null || editing !== null,
    editing,
    create: () => setEditingKey(null),
    edit: (row) => setEditingKey(keyOf(row)),
    closeForm: () => setEditingKey(undefined),
    deleting,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(null),
  };
}

/** The section's "new" button, shown to a user who may make the call it leads to. */
export function NewRecordButton({
  route,
  onClick,
  disabled,
  children,
}: {
  route: Route;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <IfAllowed route={route}>
      <Button color="primary" size="sm" type="button" disabled={disabled} onClick={onClick}>
        {children}
      </Button>
    </IfAllowed>
  );
}

/**
 * A section of records: its title and, for a user who may make the call, the "new" button (`create`; none where
 * null: a list the reader may not add to).
 */
export function RecordsSection({
  create,
  ...section
}: Omit<ComponentProps<typeof PageSection>, 'actions'> & {
  create: (Omit<ComponentProps<typeof NewRecordButton>, 'children'> & { label: string }) | null;
}) {
  return <PageSection {...section} actions={create ? <NewButton {...create} /> : null} />;
}

function NewButton({
  label,
  ...button
}: Omit<ComponentProps<typeof NewRecordButton>, 'children'> & { label: string }) {
  return <NewRecordButton {...button}>{label}</NewRecordButton>;
}

/**
 * A row's actions: what the screen adds first, then "Modifica" and "Elimina", each named after the row for screen
 * readers ("Modifica Anagrafe") and shown only to a user who may make its call.
 */
export function RecordActions({
  name,
  edit,
  remove,
  className,
  children,
}: {
  /** The row's name in the actions' accessible names. */
  name: string;
  /** `label`: the accessible name, when not "Modifica <name>"; `text`: the word shown, when not "Modifica". */
  edit?: { route?: Route; onClick: () => void; label?: string; text?: string };
  /** As `edit`; a screen that says "Rimuovi" gives its own `label` and `text`. */
  remove?: { route?: Route; onClick: () => void; label?: string; text?: string };
  /** More classes for the actions' box: a screen's own layout of many actions (two by two). */
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <div className={`d-flex flex-wrap justify-content-end${className ? ` ${className}` : ''}`}>
      {children}
      {edit ? (
        <RowAction
          route={edit.route}
          label={edit.label ?? t('record.editItem', { name })}
          onClick={edit.onClick}
        >
          {edit.text ?? t('record.edit')}
        </RowAction>
      ) : null}
      {remove ? (
        <RowAction
          route={remove.route}
          label={remove.label ?? t('record.deleteItem', { name })}
          danger
          onClick={remove.onClick}
        >
          {remove.text ?? t('delete')}
        </RowAction>
      ) : null}
    </div>
  );
}

/** A text of the screen's namespace with its `<strong>` parts (a confirmation naming what it is about). */
export function StrongText<Ns extends Namespace>({
  t,
  i18nKey,
  values,
}: {
  t: TFunction<Ns>;
  /** Checked against the namespace's texts where it is written. */
  i18nKey: ParseKeys<Ns>;
  values: Record<string, string | number>;
}) {
  return (
    <p>
      <Trans t={t} i18nKey={i18nKey as never} values={values} components={{ strong: <strong /> }} />
    </p>
  );
}

/**
 * Asks before deleting a record, names it, and says it went (an alert). The record is kept while the dialog
 * closes, so its text does not go blank; a refusal stays in the dialog (ConfirmDialog).
 */
export function ConfirmDelete<T, R>({
  record,
  onClose,
  remove,
  question,
  deleted,
  onDeleted,
  onReload,
  title,
  confirmLabel,
  detailsTitle,
}: {
  record: T | null;
  onClose: () => void;
  remove: (record: T) => Promise<WriteResult<R>>;
  /** What the dialog asks, naming the record (StrongText). */
  question: (record: T) => ReactNode;
  /** The alert once it is gone. */
  deleted: (record: T, result: R) => string;
  onDeleted?: (record: T, result: R) => void;
  onReload?: () => unknown;
  title?: string;
  confirmLabel?: string;
  detailsTitle?: string;
}) {
  const last = useRef<T | null>(record);
  if (record !== null) last.current = record;
  const shown = record ?? last.current;
  return (
    <ConfirmDialog
      isOpen={record !== null}
      title={title}
      confirmLabel={confirmLabel}
      detailsTitle={detailsTitle}
      onCancel={onClose}
      onConfirm={() => remove(shown as T)}
      onDone={(result) => {
        const gone = shown as T;
        onClose();
        notifySuccess(deleted(gone, result));
        onDeleted?.(gone, result);
      }}
      onReload={onReload}
    >
      {shown === null ? null : question(shown)}
    </ConfirmDialog>
  );
}
