import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

type Texts = 'projects' | 'campaigns' | 'requests';

/**
 * A project's, a campaign's or a request's page by the id in the address: "not found" for an id that is not one or a record the
 * reader may not see (the server's 404), "loading", a failure with the way back to the list, or the record's page.
 */
export function RecordGate<T>({
  texts,
  id,
  result,
  back,
  children,
}: {
  texts: Texts;
  id: number | null;
  result: { isPending: boolean; isSuccess: boolean; data: T | null | undefined };
  back: string;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('prosaAttivita');
  if (id === null || (result.isSuccess && result.data === null))
    return <RecordNotFound texts={texts} back={back} />;
  if (result.isPending) {
    return (
      <Page title={t(`${texts}.title`)}>
        <LoadingState />
      </Page>
    );
  }
  if (!result.data) {
    return (
      <Page title={t(`${texts}.title`)}>
        <p>{t(`${texts}.detail.failed`)}</p>
        <p>
          <Link to={back}>{t(`${texts}.detail.back`)}</Link>
        </p>
      </Page>
    );
  }
  return children(result.data);
}

function RecordNotFound({ texts, back }: { texts: Texts; back: string }) {
  const { t } = useTranslation('prosaAttivita');
  useDocumentTitle(t(`${texts}.detail.notFound`));
  return (
    <div className="container-xxl py-4">
      <h1>{t(`${texts}.detail.notFound`)}</h1>
      <p>{t(`${texts}.detail.notFoundText`)}</p>
      <p>
        <Link to={back}>{t(`${texts}.detail.back`)}</Link>
      </p>
    </div>
  );
}

interface Titled {
  id: number;
  titolo: string;
}

/**
 * The page of a new project or campaign: loading while the reader's profile is read, a word and the way back for
 * whoever may not write them, else the form; once created, the record's page opens and says so.
 */
interface NewRecordProps<R extends Titled> {
  texts: 'projects' | 'campaigns';
  viewer: { loading: boolean; writes: boolean };
  back: string;
  recordPath: (id: number) => string;
  form: (done: { onCancel: () => void; onSaved: (saved: R) => void }) => ReactNode;
}

export function NewRecordPage<R extends Titled>(props: NewRecordProps<R>) {
  const { texts, viewer, back, recordPath, form } = props;
  const { t } = useTranslation('prosaAttivita');
  const navigate = useNavigate();
  const title = t(`${texts}.form.newTitle`);
  const breadcrumbs = [{ label: t(`${texts}.title`), to: back }, { label: title }];
  if (viewer.loading) {
    return (
      <Page title={title} breadcrumbs={breadcrumbs}>
        <LoadingState />
      </Page>
    );
  }
  if (!viewer.writes) {
    return (
      <Page title={title} breadcrumbs={breadcrumbs}>
        <p>{t(`${texts}.form.notStaff`)}</p>
        <p>
          <Link to={back}>{t(`${texts}.detail.back`)}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={title} lead={t(`${texts}.form.newLead`)} breadcrumbs={breadcrumbs}>
      {form({
        onCancel: () => navigate(back),
        onSaved: (saved) => {
          notifySuccess(t(`${texts}.form.created`, { title: saved.titolo }));
          navigate(recordPath(saved.id));
        },
      })}
    </Page>
  );
}
