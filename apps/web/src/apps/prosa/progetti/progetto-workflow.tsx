import { type Progetto, type StatoProgetto, statiProgetto } from '@halo/contract/prosa/progetti';
import { Trans, useTranslation } from 'react-i18next';
import { WorkflowPanel } from '../../../lib/ui/workflow-panel.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { StatoBadge, useProgettiViewer } from './progetti.labels.tsx';
import { useStatoProgetto } from './progetti.queries.ts';

/**
 * A project's state and the moves the reader may make (docs/adr/0016): staff who may edit it send a draft to
 * review; a manager or the administrator publishes it or sends it back, and closes a published one (after
 * confirming: a closed project never opens again). The server decides: its refusal (403, 409) shows here, and a
 * project changed meanwhile is read again (the kit's WorkflowPanel, which also moves the focus to the new state).
 */
export function ProgettoWorkflow({ progetto, onReload }: { progetto: Progetto; onReload: () => unknown }) {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useProgettiViewer();
  const move = useStatoProgetto();
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
  const moves = (allowed ? statiProgetto.next(progetto.stato) : []).map((stato) => ({
    state: stato,
    label: t(`projects.workflow.action.${stato}`),
    tone: stato === 'chiuso' ? ('danger' as const) : stato === 'bozza' ? ('secondary' as const) : undefined,
  }));

  return (
    <WorkflowPanel<StatoProgetto, Progetto>
      title={t('projects.workflow.title')}
      status={<StatoBadge stato={progetto.stato} />}
      help={t(`projects.workflow.help.${progetto.stato}`)}
      moves={moves}
      confirm={{
        state: 'chiuso',
        title: t('projects.workflow.closeTitle'),
        body: (
          <p>
            <Trans
              t={t}
              i18nKey="projects.workflow.closeConfirm"
              values={{ title: progetto.titolo }}
              components={{ strong: <strong /> }}
            />
          </p>
        ),
      }}
      request={(stato) => move({ body: { id: progetto.id, version: progetto.version, stato } })}
      onDone={(saved) => notifySuccess(t(`projects.workflow.done.${saved.stato}`, { title: saved.titolo }))}
      onReload={onReload}
      reloadedText={t('projects.detail.reloaded')}
    />
  );
}
