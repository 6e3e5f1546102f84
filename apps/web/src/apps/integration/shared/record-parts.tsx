import { useTranslation } from 'react-i18next';
import type { WriteResult } from '../../../lib/call-route.ts';
import { ConfirmDialog, useOpening } from '../../../lib/ui/confirm-dialog.tsx';
import { ConfirmDelete, StrongText } from '../../../lib/ui/record-section.tsx';
import { StateBadge } from '../../../lib/ui/states.tsx';
import type { IntegrationSection } from './integration-list.tsx';

/** What a record is about (event types, FHIR resources), as a row of light badges. */
export function BadgeList({ items }: { items: readonly { key: string; label: string }[] }) {
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
      {items.map((item) => (
        <li key={item.key} className="badge bg-light text-dark border">
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Whether a record is active or suspended, as a badge. */
export function ActiveBadge({ section, active }: { section: IntegrationSection; active: boolean }) {
  const { t } = useTranslation('integration');
  return (
    <StateBadge tone={active ? 'bg-success' : 'bg-secondary'} label={t(`${section}.stateLabel`)}>
      {active ? t(`${section}.attiva`) : t(`${section}.sospesa`)}
    </StateBadge>
  );
}

/**
 * Asks before giving a record new credentials (a key pair, a secret), naming it; the question keeps its name while
 * the dialog closes.
 */
export function RotateConfirm<T extends { id: number; nome: string }, R>({
  section,
  rotating,
  returnFocus,
  rotate,
  onCancel,
  onDone,
  onReload,
}: {
  section: IntegrationSection;
  rotating: T | null;
  returnFocus?: boolean;
  rotate: (id: number) => Promise<WriteResult<R>>;
  onCancel: () => void;
  onDone: (result: R) => void;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('integration');
  const rotation = useOpening(rotating);
  return (
    <ConfirmDialog
      isOpen={rotating !== null}
      title={t(`${section}.rotate.title`)}
      confirmLabel={t(`${section}.rotate.confirm`)}
      confirmColor="primary"
      returnFocus={returnFocus}
      onCancel={onCancel}
      onConfirm={() => rotate(rotation.shown?.id ?? 0)}
      onDone={onDone}
      onReload={onReload}
    >
      {rotation.shown ? (
        <StrongText t={t} i18nKey={`${section}.rotate.question`} values={{ name: rotation.shown.nome }} />
      ) : null}
    </ConfirmDialog>
  );
}

/** Asks before deleting a record (and its log), naming it, and says it went. */
export function DeleteRecord<T extends { id: number; nome: string }, R>({
  section,
  record,
  onClose,
  remove,
  onDeleted,
  onReload,
}: {
  section: IntegrationSection;
  record: T | null;
  onClose: () => void;
  remove: (id: number) => Promise<WriteResult<R>>;
  onDeleted: (record: T) => void;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('integration');
  return (
    <ConfirmDelete
      record={record}
      onClose={onClose}
      remove={(r: T) => remove(r.id)}
      question={(r) => <StrongText t={t} i18nKey={`${section}.deleteConfirm`} values={{ name: r.nome }} />}
      deleted={(r) => t(`${section}.deleted`, { name: r.nome })}
      onDeleted={onDeleted}
      onReload={onReload}
    />
  );
}
