import type { Campagna } from '@halo/contract/prosa/campagne';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Paragraphs, safeHref } from '../../../lib/ui/authored-text.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { positiveId } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { RecordGate } from '../components/record-gate.tsx';
import { type RecordEditing, RecordPage } from '../components/record-page.tsx';
import { CampagnaAdesione } from './campagna-adesione.tsx';
import { CampagnaForm } from './campagna-form.tsx';
import { CampagnaWorkflow } from './campagna-workflow.tsx';
import { StatoBadge, useBackToList, useCampagnaLabels, useCampagneViewer } from './campagne.labels.tsx';
import { useCampagna } from './campagne.queries.ts';

/**
 * A campaign (`/prosa/campagne/:id`, docs/adr/0017): what it is, for whom, where and when, its call to action;
 * a citizen adheres or withdraws here; staff see its adhesions and state, with the moves their role may make, and
 * who may edit it edits it here, in place of the page. A campaign the reader may not see reads as not found, as
 * the server answers it.
 */
export function ProsaCampagna() {
  const { id } = useParams();
  const numericId = positiveId(id) ?? null;
  const campagna = useCampagna(numericId);
  const back = useBackToList();
  return (
    <RecordGate texts="campaigns" id={numericId} result={campagna} back={back}>
      {(record) => <CampagnaPage campagna={record} back={back} onReload={() => campagna.refetch()} />}
    </RecordGate>
  );
}

function CampagnaPage({
  campagna,
  back,
  onReload,
}: {
  campagna: Campagna;
  back: string;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useCampagneViewer();
  const labels = useCampagnaLabels();
  return (
    <RecordPage
      kind="campaigns"
      record={campagna}
      back={back}
      lead={labels.where(campagna)}
      favourite={campagna.stato === 'pubblicata' ? 'campagna' : null}
      status={viewer.staff ? <StatoBadge stato={campagna.stato} /> : null}
      editor={(editing) => <CampagnaEditor campagna={campagna} editing={editing} onReload={onReload} />}
    >
      <CampagnaSheet campagna={campagna} staff={viewer.staff} />
      <PageSection title={t('campaigns.adhesion.title')}>
        <Paragraphs text={campagna.invito} />
        <CallToAction url={campagna.linkInvito} />
        {viewer.citizen ? <CampagnaAdesione campagna={campagna} /> : null}
      </PageSection>
      <CampagnaWorkflow campagna={campagna} onReload={onReload} />
    </RecordPage>
  );
}

/** The form in place of the page; refused as stale and read again, it says so above the fresh form. */
function CampagnaEditor({
  campagna,
  editing,
  onReload,
}: {
  campagna: Campagna;
  editing: RecordEditing<Campagna>;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('prosaAttivita');
  const [reloaded, setReloaded] = useState(false);
  return (
    <>
      {reloaded ? (
        <div className="alert alert-warning" role="status">
          <p className="mb-0">{t('campaigns.detail.reloaded')}</p>
        </div>
      ) : null}
      <CampagnaForm
        // A campaign read again (after a 409) starts the form over from what it is now.
        key={campagna.version}
        campagna={campagna}
        {...editing}
        onReload={async () => {
          await onReload();
          setReloaded(true);
        }}
      />
    </>
  );
}

function CampagnaSheet({ campagna, staff }: { campagna: Campagna; staff: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useCampagnaLabels();
  const facts: [string, string | number | null | undefined][] = [
    [t('campaigns.facts.destinatari'), labels.target(campagna)],
    [t('campaigns.facts.territorio'), labels.territory(campagna)],
    [t('campaigns.facts.periodo'), `${labels.period(campagna)} (${labels.timing(campagna)})`],
    [t('campaigns.facts.posti'), labels.seats(campagna)],
    [t('campaigns.facts.tematiche'), labels.themes(campagna)],
    [t('campaigns.facts.dipartimento'), campagna.dipartimento?.denominazione],
  ];
  // How many adhere is the business of those who manage the campaign (citizens see the free seats).
  if (staff && campagna.aderenti !== null) facts.push([t('campaigns.facts.aderenti'), campagna.aderenti]);
  return (
    <>
      <PageSection title={t('campaigns.detail.about')}>
        <Paragraphs text={campagna.descrizione} />
      </PageSection>
      <PageSection title={t('campaigns.detail.target')}>
        <Facts items={facts} />
      </PageSection>
    </>
  );
}

/** The call to action's address, opened in a new window without giving that page a hold on this one. */
function CallToAction({ url }: { url: string | null }) {
  const { t } = useTranslation('prosaAttivita');
  if (!url) return null;
  const href = safeHref(url);
  if (!href) return <p>{url}</p>;
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {url} <span className="visually-hidden">{t('campaigns.detail.newWindow')}</span>
      </a>
    </p>
  );
}
