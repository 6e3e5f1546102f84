import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page.tsx';
import { useOpenedBy } from '../../../lib/ui/use-opened-by.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useRecordInAddress } from '../components/record-in-address.ts';
import { RichiestaDetail } from './richiesta-detail.tsx';
import { RichiestaForm } from './richiesta-form.tsx';
import { useRichiestaLabels, useRichiesteReader } from './richieste.labels.tsx';
import { RichiesteList } from './richieste-list.tsx';

/**
 * Richieste (SPEC.md §7, docs/adr/0018): an organisation or a citizen sends requests to their health authority
 * and follows them; staff find those of their scope in an inbox and move them on. `?id=<id>` (the link of the
 * mails) opens a request; the list's filters stay in the address beside it, for the way back.
 */
export function ProsaRichieste() {
  const opened = useRecordInAddress();
  if (opened) return <RichiestaDetail key={opened.key} id={opened.id} back={opened.back} />;
  return <RichiesteHome />;
}

function RichiesteHome() {
  const { t } = useTranslation('prosaAttivita');
  const { requester } = useRichiesteReader();
  const labels = useRichiestaLabels();
  const { open: composing, setOpen: setComposing, opener: newButton } = useOpenedBy();
  return (
    <Page
      title={t('requests.title')}
      lead={requester ? t('requests.leadRequester') : t('requests.leadStaff')}
      actions={
        requester && !composing ? (
          <button
            ref={newButton}
            type="button"
            className="btn btn-primary"
            onClick={() => setComposing(true)}
          >
            {t('requests.form.open')}
          </button>
        ) : null
      }
    >
      {requester && composing ? (
        <RichiestaForm
          onCancel={() => setComposing(false)}
          onSent={(sent) => {
            setComposing(false);
            notifySuccess(
              t('requests.form.sent', {
                oggetto: sent.oggetto,
                azienda: labels.aslName(sent.denominazioneAzienda),
              }),
            );
          }}
        />
      ) : null}
      <RichiesteList requester={requester} />
    </Page>
  );
}
