import type { Richiesta } from '@halo/contract/prosa/richieste';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from '../../../lib/ui/facts.tsx';
import { formatDate, formatDateTime } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { RecordGate } from '../components/record-gate.tsx';
import { RichiestaWorkflow } from './richiesta-workflow.tsx';
import { StatoBadge, useRichiestaLabels } from './richieste.labels.tsx';
import { useRichiesta } from './richieste.queries.ts';
import './richieste.css';
import { Paragraphs } from '../../../lib/ui/authored-text.tsx';

/**
 * A request (`/prosa/richieste?id=<id>`, the address its mails link to): what was asked, by whom and to whom, its
 * state with the moves the reader may make now, and its history. A request the reader may not see reads as not
 * found, as the server answers it.
 */
export function RichiestaDetail({ id, back }: { id: number | null; back: string }) {
  const richiesta = useRichiesta(id);
  return (
    <RecordGate texts="requests" id={id} result={richiesta} back={back}>
      {(record) => <RichiestaPage richiesta={record} back={back} onReload={() => richiesta.refetch()} />}
    </RecordGate>
  );
}

function RichiestaPage({
  richiesta,
  back,
  onReload,
}: {
  richiesta: Richiesta;
  back: string;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useRichiestaLabels();
  const facts: [string, string | null | undefined][] = [];
  if (!richiesta.mia)
    facts.push([t('requests.detail.facts.richiedente'), labels.richiedente(richiesta.richiedente)]);
  facts.push(
    [t('requests.detail.facts.azienda'), labels.aslName(richiesta.denominazioneAzienda)],
    [t('requests.detail.facts.distretto'), richiesta.distretto?.denominazione],
    [t('requests.detail.facts.tematica'), richiesta.tematica?.nome],
    [t('requests.detail.facts.destinatari'), richiesta.destinatari.map(labels.destinatario).join(', ')],
    [t('requests.detail.facts.setting'), richiesta.setting ? labels.setting(richiesta.setting) : null],
    [t('requests.detail.facts.periodo'), labels.period(richiesta.dal, richiesta.al)],
    [t('requests.detail.facts.inviata'), formatDate(richiesta.inviata)],
    [t('requests.detail.facts.aggiornata'), formatDateTime(richiesta.aggiornata)],
    [t('requests.detail.facts.assegnatario'), richiesta.assegnatario],
  );
  return (
    <Page
      title={richiesta.oggetto}
      breadcrumbs={[{ label: t('requests.title'), to: back }, { label: richiesta.oggetto }]}
    >
      <RichiestaWorkflow richiesta={richiesta} onReload={onReload} />
      <PageSection title={t('requests.detail.request')}>
        <Paragraphs text={richiesta.descrizione} />
        <Facts items={facts} />
      </PageSection>
      <PageSection title={t('requests.detail.history')}>
        <Storia storia={richiesta.storia} />
      </PageSection>
      <p>
        <Link to={back}>{t('requests.detail.back')}</Link>
      </p>
    </Page>
  );
}

/** The history, oldest first: each state with who moved it there, when, and the note they left. */
function Storia({ storia }: { storia: Richiesta['storia'] }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <ol className="list-unstyled richieste-storia">
      {storia.map((step) => (
        <li key={`${step.stato}-${step.quando}`} className="richieste-storia-step">
          <p className="mb-1">
            <StatoBadge stato={step.stato} />{' '}
            <time dateTime={step.quando} className="ms-1">
              {formatDateTime(step.quando)}
            </time>
            , {t('requests.detail.by', { chi: step.chi })}
          </p>
          {step.nota ? (
            <blockquote className="mb-0">
              <span className="fw-semibold">{t('requests.detail.note')}</span> {step.nota}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
