import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { Page } from '../../../lib/ui/page.tsx';
import { useOpenedBy } from '../../../lib/ui/use-opened-by.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { FavouriteToggle } from '../attivita/favourite-toggle.tsx';

interface PageRecord {
  id: number;
  titolo: string;
  aggiornato: string;
  modificabile: boolean;
}

/** What the editor of a record is given: closing it, and what follows a save. */
export interface RecordEditing<R> {
  onCancel: () => void;
  onSaved: (saved: R) => void;
}

/**
 * The page of a project or a campaign (docs/adr/0016, 0017): its title and the way back to the list; "edit" for
 * whoever may, the editor then in place of the page (the focus back on "edit" once it closes); else the star of a
 * published record (docs/adr/0019, for citizens and organisations); its state and last change, where the screen
 * shows them. The texts are under `<kind>.` of `prosaAttivita`.
 */
interface RecordPageProps<R extends PageRecord> {
  kind: 'projects' | 'campaigns';
  record: R;
  back: string;
  lead?: string;
  /** The star's kind, when the record is published (only those are starred). */
  favourite: 'progetto' | 'campagna' | null;
  /** The state as a badge, shown with the last change; none: not shown. */
  status: ReactNode;
  editor: (editing: RecordEditing<R>) => ReactNode;
  children: ReactNode;
}

export function RecordPage<R extends PageRecord>(props: RecordPageProps<R>) {
  const { kind, record, back, lead, favourite, status, editor, children } = props;
  const { t } = useTranslation('prosaAttivita');
  const { open: editing, setOpen: setEditing, opener: editButton } = useOpenedBy();
  return (
    <Page
      title={editing ? t(`${kind}.detail.editTitle`, { title: record.titolo }) : record.titolo}
      lead={lead}
      breadcrumbs={[{ label: t(`${kind}.title`), to: back }, { label: record.titolo }]}
      actions={
        record.modificabile && !editing ? (
          <button ref={editButton} type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            {t(`${kind}.detail.edit`)}
          </button>
        ) : favourite ? (
          <FavouriteToggle tipo={favourite} id={record.id} titolo={record.titolo} />
        ) : null
      }
    >
      {status ? (
        <p className="d-flex flex-wrap align-items-center gap-2 mb-4">
          {status}
          <span className="small">
            {t(`${kind}.facts.aggiornato`)}: {formatDateTime(record.aggiornato)}
          </span>
        </p>
      ) : null}
      {editing
        ? editor({
            onCancel: () => setEditing(false),
            onSaved: (saved) => {
              setEditing(false);
              notifySuccess(t(`${kind}.detail.saved`, { title: saved.titolo }));
            },
          })
        : children}
    </Page>
  );
}
