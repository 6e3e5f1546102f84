import { useTranslation } from 'react-i18next';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { ProfiloGate } from '../profilo/profilo-gate.tsx';
import { AssistitiList } from './assistiti-list.tsx';

/**
 * I miei assistiti (/stroke/assistiti, the caregiver, issue 16): the people whose consent is active, each leading
 * to their record, and what the consent means — revocable by the patient at any time, every read recorded and
 * shown to the patient (docs/adr/0023).
 */
export function StrokeAssistiti() {
  const { t } = useTranslation('stroke');
  const title = t('assisted.title');
  return (
    <ProfiloGate title={title}>
      {(profilo) =>
        profilo.ruoli.includes('caregiver') ? (
          <Page title={title} lead={t('assisted.lead')}>
            <PageSection title={t('assisted.listTitle')}>
              <AssistitiList assistiti={profilo.assistiti} empty={t('assisted.empty')} />
            </PageSection>
            <PageSection title={t('assisted.noteTitle')}>
              <ul>
                <li>{t('assisted.revocable')}</li>
                <li>{t('assisted.audited')}</li>
              </ul>
            </PageSection>
          </Page>
        ) : (
          <Page title={title}>
            <p>{t('assisted.caregiversOnly')}</p>
          </Page>
        )
      }
    </ProfiloGate>
  );
}
