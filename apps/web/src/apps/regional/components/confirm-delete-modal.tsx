import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import type { EntityKind, Versioned } from '../regional.entities.ts';
import { useDeleteRegional } from '../regional.queries.ts';

/** Asks before deleting; a refused delete says why and lists the records still attached (ADR 0003). */
export function ConfirmDeleteModal<T extends Versioned>({
  kind,
  record,
  onClose,
  onDeleted,
}: {
  kind: EntityKind<T>;
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  onClose: () => void;
  onDeleted: (deleted: T) => void;
}) {
  const { t } = useTranslation('regional');
  const remove = useDeleteRegional(kind);
  return (
    <ConfirmDialog<T>
      isOpen={record !== null}
      title={t('confirmDelete.title')}
      detailsTitle={t('confirmDelete.linked')}
      onCancel={onClose}
      onConfirm={() =>
        record
          ? remove.mutateAsync({ params: { id: record.id } })
          : Promise.resolve({ ok: true as const, data: record as never })
      }
      onDone={onDeleted}
    >
      {record ? (
        <p>{t('confirmDelete.question', { entity: kind.withArticle(), name: kind.name(record) })}</p>
      ) : null}
    </ConfirmDialog>
  );
}
