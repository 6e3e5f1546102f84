import { aslName } from '@halo/contract/asl-name';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page.tsx';
import { useOpenedBy } from '../../../lib/ui/use-opened-by.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useRecordInAddress } from '../components/record-in-address.ts';
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
  const { open: composing, setOpen: setComposing, opener: newButton } = useOpenedBy();
  return (
    <Page
      title={t('suggestions.title')}
      lead={proposer ? t('suggestions.leadProposer') : t('suggestions.leadStaff')}
      actions={
        proposer && !composing ? (
          <button
            ref={newButton}
            type="button"
            className="btn btn-primary"
            onClick={() => setComposing(true)}
          >
            {t('suggestions.form.open')}
          </button>
        ) : null
      }
    >
      {proposer && composing ? (
        <SuggerimentoForm
          onCancel={() => setComposing(false)}
          onSent={(sent) => {
            setComposing(false);
            notifySuccess(
              t('suggestions.form.sent', {
                titolo: sent.titolo,
                azienda: aslName(sent.denominazioneAzienda),
              }),
            );
          }}
        />
      ) : null}
      <SuggerimentiList proposer={proposer} />
    </Page>
  );
}
