import type { Comune, Quartiere } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { comuneKind, quartiereKind } from '../regional.entities.ts';
import { useQuartieri } from '../regional.queries.ts';
import { EntitySection, RecordPage, useLabelColumns } from './entity-section.tsx';

/**
 * A comune with its codes, its edit and delete, and its quartieri: the last level of the territorial
 * hierarchy, also reached from the search.
 */
export function ComuneDetail({
  comune,
  headingLevel,
  movedTo,
  leaveTo,
  replaceOnLeave,
}: {
  comune: Comune;
  headingLevel: 1 | 2;
  /** The page of the comune as saved, when the save moved it. */
  movedTo?: (saved: Comune) => string | null;
  /** Where the user goes once the comune is deleted. */
  leaveTo: string;
  replaceOnLeave?: boolean;
}) {
  const { t } = useTranslation('regional');
  const quartieri = useQuartieri(comune.id);
  const column = useLabelColumns<Quartiere>();
  return (
    <>
      <RecordPage
        title={comune.denominazione}
        heading={headingLevel}
        facts={[
          [t('labels.provincia'), comune.siglaProvincia],
          [t('labels.codiceIstat'), comune.codiceIstat],
          [t('labels.codiceCatastale'), comune.codiceCatastale],
          [t('labels.popolazione'), comune.popolazione2011?.toLocaleString('it-IT')],
        ]}
        kind={comuneKind}
        record={comune}
        movedTo={movedTo}
        leaveTo={leaveTo}
        replaceOnLeave={replaceOnLeave}
      />
      <EntitySection
        kind={quartiereKind}
        title={t('comuneDetail.quartieri', { name: comune.denominazione })}
        headingLevel={headingLevel === 1 ? 2 : 3}
        rows={quartieri.data}
        loading={quartieri.isPending}
        columns={[
          column('quartiere', (q) => q.denominazione),
          column('origine', (q) => (q.demo ? t('common.demoData') : t('common.addedByAdmins'))),
        ]}
        emptyText={t('comuneDetail.noQuartieri')}
        createDefaults={{ comuneId: comune.id }}
      />
    </>
  );
}
