import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog's title and close button. The kit's ModalHeader puts no id on the title itself, so the dialog
 * could only be named by the whole header, close button included.
 */
export function DialogHeader({
  titleId,
  onClose,
  children,
}: {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <div className="modal-header">
      <h2 id={titleId} className="modal-title h5">
        {children}
      </h2>
      <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />
    </div>
  );
}
