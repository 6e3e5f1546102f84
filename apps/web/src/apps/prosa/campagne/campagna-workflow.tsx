import { type Campagna, type StatoCampagna, statiCampagna } from '@halo/contract/prosa-campagne';
import { Button } from 'design-react-kit';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { isStale } from '../../../lib/ui/failure-alert.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { StatoBadge, useCampagneViewer } from './campagne.labels.tsx';
import { useStatoCampagna } from './campagne.queries.ts';

type Move = Exclude<StatoCampagna, 'bozza'>;

/**
 * A campaign's state and the moves the reader may make (docs/adr/0017), for staff: a manager or the administrator
 * publishes a draft of their scope and closes a published campaign (after confirming: a closed campaign never
 * opens again). The server decides: its refusal (403, 409) shows here, and a campaign changed meanwhile is read
 * again.
 */
export function CampagnaWorkflow({ campagna, onReload }: { campagna: Campagna; onReload: () => unknown }) {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useCampagneViewer();
  const move = useStatoCampagna();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);
  const state = useRef<HTMLDivElement>(null);
  if (!viewer.staff) return null;

  // `modificabile`: in the reader's scope with the feature on, and not closed; only who decides moves it.
  const moves: readonly Move[] =
    campagna.modificabile && viewer.decides ? statiCampagna.next(campagna.stato) : [];
  const request = (stato: Move) => move({ body: { id: campagna.id, version: campagna.version, stato } });
  const done = (saved: Campagna) => {
    notifySuccess(t(`campaigns.workflow.done.${saved.stato as Move}`, { title: saved.titolo }));
    // The button pressed has gone with the old state: the user's focus goes to the new one.
    state.current?.focus();
  };

  const go = async (stato: Move) => {
    setBusy(true);
    setFailure(null);
    const result = await request(stato);
    setBusy(false);
    if (result.ok) {
      done(result.data);
      return;
    }
    setFailure(result);
    // Someone changed the campaign meanwhile: the page shows it as it is now, and the user decides again.
    if (isStale(result)) await onReload();
  };

  return (
    <PageSection title={t('campaigns.workflow.title')}>
      <div ref={state} tabIndex={-1}>
        <p className="mb-2">
          <StatoBadge stato={campagna.stato} />
        </p>
        <p>{t(`campaigns.workflow.help.${campagna.stato}`)}</p>
      </div>
      {moves.length > 0 ? (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {moves.map((stato) => (
            <Button
              key={stato}
              color={stato === 'chiusa' ? 'danger' : 'primary'}
              outline={stato === 'chiusa'}
              type="button"
              disabled={busy}
              onClick={() => (stato === 'chiusa' ? setClosing(true) : void go(stato))}
            >
              {t(`campaigns.workflow.action.${stato}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-0">{failure.message}</p>
          {isStale(failure) ? <p className="mb-0 mt-2">{t('campaigns.workflow.reloaded')}</p> : null}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={closing}
        title={t('campaigns.workflow.closeTitle')}
        confirmLabel={t('campaigns.workflow.action.chiusa')}
        onCancel={() => setClosing(false)}
        onConfirm={() => request('chiusa')}
        onDone={(saved) => {
          setClosing(false);
          done(saved);
        }}
        onReload={onReload}
      >
        <p>
          <Trans
            t={t}
            i18nKey="campaigns.workflow.closeConfirm"
            values={{ title: campagna.titolo }}
            components={{ strong: <strong /> }}
          />
        </p>
      </ConfirmDialog>
    </PageSection>
  );
}
