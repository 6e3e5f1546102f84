import { type Progetto, type StatoProgetto, statiProgetto } from '@halo/contract/prosa/progetti';
import { useTranslation } from 'react-i18next';
import { RecordWorkflow } from '../components/record-workflow.tsx';
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
    <RecordWorkflow<StatoProgetto, Progetto>
      kind="projects"
      record={progetto}
      status={<StatoBadge stato={progetto.stato} />}
      help={t(`projects.workflow.help.${progetto.stato}`)}
      moves={moves}
      closing="chiuso"
      move={move}
      done={(saved) => t(`projects.workflow.done.${saved.stato}`, { title: saved.titolo })}
      onReload={onReload}
      reloadedText={t('projects.detail.reloaded')}
    />
  );
}
