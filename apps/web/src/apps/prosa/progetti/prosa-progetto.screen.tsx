import type { Progetto } from '@halo/contract/prosa/progetti';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Paragraphs, safeHref } from '../../../lib/ui/authored-text.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { positiveId } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { RecordGate } from '../components/record-gate.tsx';
import { RecordPage } from '../components/record-page.tsx';
import { StatoBadge, useBackToList, useProgettoLabels } from './progetti.labels.tsx';
import { useProgetto } from './progetti.queries.ts';
import { ProgettoForm } from './progetto-form.tsx';
import { ProgettoInterventi } from './progetto-interventi.tsx';
import { ProgettoWorkflow } from './progetto-workflow.tsx';

/**
 * A project (`/prosa/progetti/:id`, docs/adr/0016): its sheet, its state with the moves the reader may make, its
 * intervention sheets; who may edit it edits it here, in place of the sheet. A project the reader may not see
 * reads as not found, as the server answers it.
 */
export function ProsaProgetto() {
  const { id } = useParams();
  const numericId = positiveId(id) ?? null;
  const progetto = useProgetto(numericId);
  const back = useBackToList();
  return (
    <RecordGate texts="projects" id={numericId} result={progetto} back={back}>
      {(record) => <ProgettoPage progetto={record} back={back} onReload={() => progetto.refetch()} />}
    </RecordGate>
  );
}

function ProgettoPage({
  progetto,
  back,
  onReload,
}: {
  progetto: Progetto;
  back: string;
  onReload: () => unknown;
}) {
  return (
    <RecordPage
      kind="projects"
      record={progetto}
      back={back}
      favourite={progetto.stato === 'pubblicato' ? 'progetto' : null}
      status={<StatoBadge stato={progetto.stato} />}
      editor={(editing) => (
        <ProgettoForm
          // A project read again (after a 409) starts the form over from what it is now.
          key={progetto.version}
          progetto={progetto}
          {...editing}
          onReload={onReload}
        />
      )}
    >
      <ProgettoSheet progetto={progetto} />
      <ProgettoWorkflow progetto={progetto} onReload={onReload} />
      <ProgettoInterventi progetto={progetto} />
    </RecordPage>
  );
}

function ProgettoSheet({ progetto }: { progetto: Progetto }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useProgettoLabels();
  const names = (list: { nome: string }[]) => list.map((x) => x.nome).join(', ');
  return (
    <>
      <PageSection title={t('projects.detail.summary')}>
        <h3 className="h6">{t('projects.detail.sintesi')}</h3>
        <Paragraphs text={progetto.sintesi} />
        <h3 className="h6">{t('projects.detail.obiettivi')}</h3>
        {progetto.obiettivi ? (
          <Paragraphs text={progetto.obiettivi} />
        ) : (
          <p>{t('projects.detail.noObjectives')}</p>
        )}
        <Facts
          items={[
            [t('projects.facts.azienda'), labels.aslName(progetto.denominazioneAzienda)],
            [t('projects.facts.distretto'), progetto.distretto?.denominazione],
            [t('projects.facts.dipartimento'), progetto.dipartimento?.denominazione],
            [t('projects.facts.periodo'), labels.period(progetto.dal, progetto.al)],
            [t('projects.facts.tematiche'), names(progetto.tematiche)],
            [t('projects.facts.sottotematiche'), names(progetto.sottotematiche)],
            [t('projects.facts.destinatari'), progetto.destinatari.map(labels.destinatario).join(', ')],
            [t('projects.facts.setting'), progetto.setting.map(labels.setting).join(', ')],
          ]}
        />
      </PageSection>
      <PageSection title={t('projects.detail.partners')}>
        {progetto.partner.length === 0 ? (
          <p>{t('projects.detail.noPartners')}</p>
        ) : (
          <ul>
            {progetto.partner.map((partner) => (
              <li key={partner}>{partner}</li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection title={t('projects.detail.links')}>
        {progetto.link.length === 0 ? (
          <p>{t('projects.detail.noLinks')}</p>
        ) : (
          <ul>
            {progetto.link.map((url) => {
              const href = safeHref(url);
              return (
                <li key={url}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {url} <span className="visually-hidden">{t('projects.detail.newWindow')}</span>
                    </a>
                  ) : (
                    url
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PageSection>
    </>
  );
}
