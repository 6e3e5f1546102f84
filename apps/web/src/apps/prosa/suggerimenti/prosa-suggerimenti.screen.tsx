import { aslName } from '@halo/contract/asl-name';
import type { Suggerimento } from '@halo/contract/prosa/suggerimenti';
import { useTranslation } from 'react-i18next';
import { useRecordInAddress } from '../components/record-in-address.ts';
import { ComposePage } from '../components/send-form.tsx';
import { useSuggerimentiReader } from './suggerimenti.labels.tsx';
import { SuggerimentiList } from './suggerimenti-list.tsx';
import { SuggerimentoDetail } from './suggerimento-detail.tsx';
import { SuggerimentoForm } from './suggerimento-form.tsx';

/**
 * Suggerimenti (SPEC.md §7 `suggerimenti/{query}`, docs/adr/0019): an organisation or a citizen proposes topics or
 * improvements to their health authority and reads the answers; staff answer those of their scope, publicly (with
 * the proposer's consent) or privately. `?id=<id>` (the link of the answer's mail) opens a suggestion; the list's
 * filters stay in the address beside it, for the way back.
 */
export function ProsaSuggerimenti() {
  const opened = useRecordInAddress();
  if (opened) return <SuggerimentoDetail key={opened.key} id={opened.id} back={opened.back} />;
  return <SuggerimentiHome />;
}

function SuggerimentiHome() {
  const { t } = useTranslation('prosaAttivita');
  const { proposer } = useSuggerimentiReader();
  return (
    <ComposePage<Suggerimento>
      title={t('suggestions.title')}
      lead={proposer ? t('suggestions.leadProposer') : t('suggestions.leadStaff')}
      writes={proposer}
      openLabel={t('suggestions.form.open')}
      sentText={(sent) =>
        t('suggestions.form.sent', { titolo: sent.titolo, azienda: aslName(sent.denominazioneAzienda) })
      }
      form={(done) => <SuggerimentoForm {...done} />}
    >
      <SuggerimentiList proposer={proposer} />
    </ComposePage>
  );
}
