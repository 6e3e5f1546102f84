import type { Adesione, Campagna } from '@halo/contract/prosa/campagne';
import { Button } from 'design-react-kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { formatDate } from '../../../lib/ui/list-params.ts';
import { ConfirmDelete, StrongText } from '../../../lib/ui/record-section.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { timingOf } from './campagne.labels.tsx';
import { useAderisci, useRitiraAdesione } from './campagne.queries.ts';

/**
 * A citizen's adhesion to the campaign (docs/adr/0017): whether they adhere and since when, «Aderisci» while the
 * campaign is published, not ended and has a seat, «Ritira l'adesione» after confirming. Whether they are in the
 * target is the server's to say: its refusal (409: the age range, the sex, the territory, a profile without a
 * birth date …) shows here in its own words, and the page reads the campaign again (its seats may have gone).
 */
export function CampagnaAdesione({ campagna }: { campagna: Campagna }) {
  const { t } = useTranslation('prosaAttivita');
  const aderisci = useAderisci(campagna.id);
  const ritira = useRitiraAdesione(campagna.id);
  const [refusal, setRefusal] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Adesione | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const mine = campagna.miaAdesione;
  const active = mine?.stato === 'attiva';

  // Why no one can adhere now (null: they can, if they are in the target).
  let shut: 'closed' | 'notOpen' | 'ended' | 'full' | null = null;
  if (campagna.stato === 'chiusa') shut = 'closed';
  else if (campagna.stato === 'bozza') shut = 'notOpen';
  else if (timingOf(campagna) === 'ended') shut = 'ended';
  else if (campagna.postiDisponibili === 0) shut = 'full';
  // A full campaign still lets its members withdraw; an ended or closed one has nothing left to withdraw from.
  const canWithdraw = active && (shut === null || shut === 'full');

  // The button the user pressed is replaced by the other one: their focus goes to what changed instead.
  const focusStatus = () => status.current?.focus();

  const join = async () => {
    setBusy(true);
    setRefusal(null);
    const result = await aderisci();
    setBusy(false);
    if (result.ok) {
      notifySuccess(t('campaigns.adhesion.joinedNotice', { title: campagna.titolo }));
      focusStatus();
    } else {
      setRefusal(result);
    }
  };

  let statusText = t('campaigns.adhesion.none');
  if (mine && active) statusText = t('campaigns.adhesion.active', { date: formatDate(mine.aderito) });
  else if (mine?.ritirato)
    statusText = t('campaigns.adhesion.withdrawn', { date: formatDate(mine.ritirato) });

  return (
    <div className="mt-4">
      <h3 className="h5">{t('campaigns.adhesion.yours')}</h3>
      <p ref={status} tabIndex={-1} className={active ? 'fw-semibold' : undefined}>
        {statusText}
      </p>
      {shut && !(active && shut === 'full') ? <p>{t(`campaigns.adhesion.${shut}`)}</p> : null}
      {canWithdraw && mine ? (
        <Button color="primary" outline type="button" onClick={() => setWithdrawing(mine)}>
          {t('campaigns.adhesion.withdraw')}
        </Button>
      ) : null}
      {!active && shut === null ? (
        <Button color="primary" type="button" disabled={busy} onClick={() => void join()}>
          {mine ? t('campaigns.adhesion.joinAgain') : t('campaigns.adhesion.join')}
        </Button>
      ) : null}
      {refusal ? (
        <FailureAlert failure={refusal} title={t('campaigns.adhesion.refused')} className="mt-3" />
      ) : null}
      <ConfirmDelete
        record={withdrawing}
        title={t('campaigns.adhesion.withdrawTitle')}
        confirmLabel={t('campaigns.adhesion.withdraw')}
        onClose={() => setWithdrawing(null)}
        remove={(adesione) => ritira(adesione.id)}
        question={() => (
          <StrongText
            t={t}
            i18nKey="campaigns.adhesion.withdrawConfirm"
            values={{ title: campagna.titolo }}
          />
        )}
        deleted={() => t('campaigns.adhesion.withdrawnNotice', { title: campagna.titolo })}
        onDeleted={() => {
          setRefusal(null);
          focusStatus();
        }}
      />
    </div>
  );
}
