import { useTranslation } from 'react-i18next';
import type { WriteResult } from '../../../lib/call-route.ts';
import { ConfirmDelete, type RecordDialogs, StrongText } from '../../../lib/ui/record-section.tsx';
import { useAdminRefresh } from '../halo.queries.ts';

/**
 * The deletion of a row of an administration list (ConfirmDelete): the question and the alert are the list's own
 * texts naming the row, and a refusal's "reload" reads every admin list again. Every list said it the same way.
 */
export function DeleteRecord<T, R>({
  dialogs,
  texts,
  name,
  remove,
  onDeleted,
}: {
  dialogs: Pick<RecordDialogs<T>, 'deleting' | 'closeDelete'>;
  /** The list whose texts ask `<texts>.deleteConfirm` and say `<texts>.deleted`, naming `{{name}}`. */
  texts: 'applications' | 'authority' | 'groups' | 'menu' | 'roles' | 'sections' | 'services' | 'users';
  /** The row's name in the question and the alert. */
  name: (record: T) => string;
  remove: (record: T) => Promise<WriteResult<R>>;
  onDeleted?: (record: T) => void;
}) {
  const { t } = useTranslation('admin');
  const refresh = useAdminRefresh();
  return (
    <ConfirmDelete
      record={dialogs.deleting}
      onClose={dialogs.closeDelete}
      remove={remove}
      question={(row) => <StrongText t={t} i18nKey={`${texts}.deleteConfirm`} values={{ name: name(row) }} />}
      deleted={(row) => t(`${texts}.deleted`, { name: name(row) })}
      onDeleted={onDeleted}
      onReload={refresh}
    />
  );
}
