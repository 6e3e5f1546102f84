import { notifySuccess } from '../../shell/alerts/alert.store.ts';

/**
 * What a record section's form does once saved (feature kit, issue 33): it closes and says whether the record was
 * created or changed (`useRecordDialogs`: no record edited is a new one); `then` is what the screen adds after.
 */
export function onRecordSaved<T>(
  dialogs: { editing: unknown; closeForm: () => void },
  notice: (created: boolean, saved: T) => string,
  then?: (saved: T, created: boolean) => void,
) {
  return (saved: T) => {
    const created = dialogs.editing === null;
    dialogs.closeForm();
    notifySuccess(notice(created, saved));
    then?.(saved, created);
  };
}

/**
 * What a record section gives its form's dialog: open for a new record or for a row, closed by "cancel", and once
 * saved `onRecordSaved`.
 */
export function recordFormOpening<T>(
  dialogs: { formOpen: boolean; editing: unknown; closeForm: () => void },
  notice: (created: boolean, saved: T) => string,
  then?: (saved: T, created: boolean) => void,
) {
  return {
    isOpen: dialogs.formOpen,
    onClose: dialogs.closeForm,
    onSaved: onRecordSaved(dialogs, notice, then),
  };
}
