import { useTranslation } from 'react-i18next';
import { formatDateTime, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { EmptyState } from '../../../lib/ui/states.tsx';
import { useProfiloLabels } from '../profilo/profilo.labels.ts';
import { useAccessi } from '../profilo/profilo.queries.ts';
import { AccessiTable } from './accessi-paziente.tsx';

const PAGE_SIZE = 10;

/**
 * «Chi ha letto i miei dati» (docs/adr/0023): every read and change of the patient's data, newest first, a page
 * at a time; the page and the order live in the address like every list's.
 */
export function AccessLog({ pazienteId }: { pazienteId: number }) {
  const { t } = useTranslation('stroke');
  const labels = useProfiloLabels();
  const list = useListParams({ size: PAGE_SIZE, sort: '-at' });
  const accessi = useAccessi(pazienteId, { page: list.page, size: list.size, sort: list.sort });
  usePageInRange(list, accessi);
  return (
    <PageSection title={t('profile.accessLog.title')}>
      <p>{t('profile.accessLog.intro')}</p>
      {accessi.data === null ? (
        <EmptyState>{t('profile.accessLog.unavailable')}</EmptyState>
      ) : (
        <AccessiTable
          caption={t('profile.accessLog.caption')}
          result={accessi}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          onPage={(page) => list.update({ page })}
          empty={t('profile.accessLog.empty')}
          when={formatDateTime}
          // The roles' words are those of a sentence («sei medico, caregiver»); a cell starts with a capital.
          role={(ruolo) => <span className="text-capitalize">{labels.role(ruolo)}</span>}
        />
      )}
    </PageSection>
  );
}
