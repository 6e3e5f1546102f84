import { type Progetto, type StatoProgetto, statiProgetto } from '@halo/contract/prosa-progetti';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { isStale } from '../../../lib/ui/failure-alert.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { StatoBadge, useProgettiViewer } from './progetti.labels.tsx';
import { useStatoProgetto } from './progetti.queries.ts';

/**
 * A project's state and the moves the reader may make (docs/adr/0016): staff who may edit it send a draft to
 * review; a manager or the administrator publishes it or sends it back, and closes a published one (after
 * confirming: a closed project never opens again). The server decides: its refusal (403, 409) shows here, and a
 * project changed meanwhile is read again.
 */
export function ProgettoWorkflow({ progetto, onReload }: { progetto: Progetto; onReload: () => unknown }) {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useProgettiViewer();
  const move = useStatoProgetto();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);
  if (!viewer.staff) return null;

  // Each state's moves are for the same people: a draft's for who may edit it, the others' for who decides.
  const allowed = (() => {
    switch (progetto.stato) {
      case 'bozza':
        return progetto.modificabile;
      case 'revisione':
        return progetto.modificabile && viewer.decides;
      case 'pubblicato':
        return viewer.closes(progetto);
      default:
        return false;
    }
  })();
  const moves: StatoProgetto[] = allowed ? [...statiProgetto.next(progetto.stato)] : [];
  const request = (stato: StatoProgetto) =>
    move({ body: { id: progetto.id, version: progetto.version, stato } });
  const done = (saved: Progetto) =>
    notifySuccess(t(`projects.workflow.done.${saved.stato}`, { title: saved.titolo }));

  const go = async (stato: StatoProgetto) => {
    setBusy(true);
    setFailure(null);
    const result = await request(stato);
    setBusy(false);
    if (result.ok) {
      done(result.data);
      return;
    }
    setFailure(result);
    // Someone changed the project meanwhile: the page shows it as it is now, and the user decides again.
    if (isStale(result)) await onReload();
  };

  return (
    <PageSection title={t('projects.workflow.title')}>
      <p className="mb-2">
        <StatoBadge stato={progetto.stato} />
      </p>
      <p>{t(`projects.workflow.help.${progetto.stato}`)}</p>
      {moves.length > 0 ? (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {moves.map((stato) => (
            <Button
              key={stato}
              color={stato === 'chiuso' ? 'danger' : 'primary'}
              outline={stato === 'bozza' || stato === 'chiuso'}
              type="button"
              disabled={busy}
              onClick={() => (stato === 'chiuso' ? setClosing(true) : void go(stato))}
            >
              {t(`projects.workflow.action.${stato}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-0">{failure.message}</p>
          {isStale(failure) ? <p className="mb-0 mt-2">{t('projects.detail.reloaded')}</p> : null}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={closing}
        title={t('projects.workflow.closeTitle')}
        confirmLabel={t('projects.workflow.action.chiuso')}
        onCancel={() => setClosing(false)}
        onConfirm={() => request('chiuso')}
        onDone={(saved) => {
          setClosing(false);
          done(saved);
        }}
        onReload={onReload}
      >
        <p>
          <Trans
            t={t}
            i18nKey="projects.workflow.closeConfirm"
            values={{ title: progetto.titolo }}
            components={{ strong: <strong /> }}
          />
        </p>
      </ConfirmDialog>
    </PageSection>
  );
}
