import type { Richiesta } from '@halo/contract/prosa/richieste';
import { useTranslation } from 'react-i18next';
import { useRecordInAddress } from '../components/record-in-address.ts';
import { ComposePage } from '../components/send-form.tsx';
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
  return (
    <ComposePage<Richiesta>
      title={t('requests.title')}
      lead={requester ? t('requests.leadRequester') : t('requests.leadStaff')}
      writes={requester}
      openLabel={t('requests.form.open')}
      sentText={(sent) =>
        t('requests.form.sent', { oggetto: sent.oggetto, azienda: labels.aslName(sent.denominazioneAzienda) })
      }
      form={(done) => <RichiestaForm {...done} />}
    >
      <RichiesteList requester={requester} />
    </ComposePage>
  );
}
