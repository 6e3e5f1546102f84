import type { Comune } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../lib/ui/facts.tsx';
import { comuneKind, quartiereKind } from '../regional.entities.ts';
import { useQuartieri } from '../regional.queries.ts';
import { EntitySection, RecordActions } from './entity-section.tsx';

/**
 * A comune with its codes, its edit and delete, and its quartieri: the last level of the territorial
 * hierarchy, also reached from the search.
 */
export function ComuneDetail({
  comune,
  headingLevel,
  onSaved,
  onDeleted,
}: {
  comune: Comune;
  headingLevel: 1 | 2;
  onSaved?: (saved: Comune) => void | Promise<void>;
  onDeleted: (deleted: Comune) => void | Promise<void>;
}) {
  const { t } = useTranslation('regional');
  const quartieri = useQuartieri(comune.id);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      <Heading>{comune.denominazione}</Heading>
      <Facts
        items={[
          [t('labels.provincia'), comune.siglaProvincia],
          [t('labels.codiceIstat'), comune.codiceIstat],
          [t('labels.codiceCatastale'), comune.codiceCatastale],
          [
            t('labels.popolazione'),
            comune.popolazione2011 === null ? null : comune.popolazione2011.toLocaleString('it-IT'),
          ],
        ]}
      />
      <RecordActions kind={comuneKind} record={comune} onSaved={onSaved} onDeleted={onDeleted} />
      <EntitySection
        kind={quartiereKind}
        title={t('comuneDetail.quartieri', { name: comune.denominazione })}
        headingLevel={headingLevel === 1 ? 2 : 3}
        rows={quartieri.data}
        loading={quartieri.isPending}
        columns={[
          { header: t('labels.quartiere'), cell: (q) => q.denominazione },
          {
            header: t('labels.origine'),
            cell: (q) => (q.demo ? t('common.demoData') : t('common.addedByAdmins')),
          },
        ]}
        emptyText={t('comuneDetail.noQuartieri')}
        createDefaults={{ comuneId: comune.id }}
      />
    </>
  );
}
