import { type Campagna, type StatoCampagna, statiCampagna } from '@halo/contract/prosa/campagne';
import { useTranslation } from 'react-i18next';
import { RecordWorkflow } from '../components/record-workflow.tsx';
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
  if (!viewer.staff) return null;

  // `modificabile`: in the reader's scope with the feature on, and not closed; only who decides moves it.
  const next: readonly Move[] =
    campagna.modificabile && viewer.decides ? statiCampagna.next(campagna.stato) : [];
  const moves = next.map((stato) => ({
    state: stato,
    label: t(`campaigns.workflow.action.${stato}`),
    tone: stato === 'chiusa' ? ('danger' as const) : undefined,
  }));

  return (
    <RecordWorkflow<Move, Campagna>
      kind="campaigns"
      record={campagna}
      status={<StatoBadge stato={campagna.stato} />}
      help={t(`campaigns.workflow.help.${campagna.stato}`)}
      moves={moves}
      closing="chiusa"
      move={move}
      done={(saved) => t(`campaigns.workflow.done.${saved.stato as Move}`, { title: saved.titolo })}
      onReload={onReload}
      reloadedText={t('campaigns.workflow.reloaded')}
    />
  );
}
