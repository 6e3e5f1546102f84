import { aslName } from '@halo/contract/asl-name';
import { type AziendaAderente, prosaRoutes } from '@halo/contract/prosa';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { Facts } from '../../../lib/ui/facts.tsx';
import {
  formatDate,
  pageQuery,
  positiveId,
  useListParams,
  usePageInRange,
} from '../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import {
  ConfirmDelete,
  RecordActions,
  RecordsSection,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { LoadingState, NotFoundState } from '../../../lib/ui/states.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { AziendaAddDialog } from '../components/azienda-add-dialog.tsx';
import { OrganisationParts } from '../components/organisation-parts.tsx';
import type prosa from '../locales/it/prosa.ts';
import { useCanOrganise } from '../prosa.access.ts';
import { useAzienda, useAziende, useRegionName, useRimuoviAzienda } from '../prosa.queries.ts';

/**
 * The organisation (SPEC.md §7 **Prevention app**, docs/adr/0015): the health authorities that joined the
 * portal and, for one of them (`?azienda=<id>`), its departments, districts and structures. Admin-prosa builds
 * it; managers read it.
 */
export function ProsaAsl() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('azienda'));
  return id === undefined ? <AziendeList /> : <AziendaPage id={id} />;
}

function AziendeList() {
  const { t } = useTranslation('prosa');
  const { pathname } = useLocation();
  const canOrganise = useCanOrganise();
  const list = useListParams({ sort: 'denominazioneAzienda' });
  const aziende = useAziende(pageQuery(list));
  usePageInRange(list, aziende);
  const regionName = useRegionName();
  const remove = useRimuoviAzienda();
  const dialogs = useRecordDialogs(aziende.data?.items, (a) => a.id);
  const nameOf = (a: { denominazioneAzienda: string }) => aslName(a.denominazioneAzienda);

  const column = columnsOf<AziendaAderente, keyof typeof prosa.organisation.columns>((key) =>
    t(`organisation.columns.${key}`),
  );
  const columns = [
    column('name', (a) => <Link to={{ pathname, search: `?azienda=${a.id}` }}>{nameOf(a)}</Link>, {
      sortKey: 'denominazioneAzienda',
    }),
    column('code', (a) => a.codiceAsl, { sortKey: 'codiceAsl' }),
    column('region', (a) => regionName(a.codiceRegione)),
    column('since', (a) => formatDate(a.aderenteDal), { sortKey: 'aderenteDal' }),
    column('parts', (a) =>
      [
        t('org.departmentsCount', { count: a.dipartimenti }),
        t('org.districtsCount', { count: a.distretti }),
        t('org.structuresCount', { count: a.strutture }),
      ].join(', '),
    ),
  ];

  return (
    <Page title={t('organisation.title')} lead={t('organisation.lead')}>
      <RecordsSection
        title={t('organisation.listTitle')}
        create={
          canOrganise
            ? { route: prosaRoutes.aggiungiAzienda, onClick: dialogs.create, label: t('organisation.add') }
            : null
        }
      >
        {canOrganise ? null : <p>{t('organisation.readOnly')}</p>}
        <SearchBox label={t('organisation.search')} value={list.q} onChange={(q) => list.update({ q })} />
        <PagedTable<AziendaAderente>
          caption={t('organisation.listTitle')}
          list={list}
          result={aziende}
          pagerLabel={t('organisation.pagerLabel')}
          rowKey={(a) => a.id}
          empty={list.q ? t('organisation.emptySearch') : t('organisation.empty')}
          columns={columns}
          actions={
            canOrganise
              ? (a) => (
                  <RecordActions
                    name={nameOf(a)}
                    remove={{
                      onClick: () => dialogs.askDelete(a),
                      label: t('organisation.removeLabel', { name: nameOf(a) }),
                      text: t('organisation.remove'),
                    }}
                  />
                )
              : undefined
          }
        />
      </RecordsSection>
      {canOrganise ? (
        <>
          <AziendaAddDialog
            {...recordFormOpening(dialogs, (_, saved) => t('organisation.added', { name: nameOf(saved) }))}
          />
          <ConfirmDelete
            record={dialogs.deleting}
            title={t('organisation.removeTitle')}
            confirmLabel={t('organisation.remove')}
            detailsTitle={t('organisation.stillRegistered')}
            onClose={dialogs.closeDelete}
            remove={(a) => remove.mutateAsync({ params: { id: a.id } })}
            question={(a) => (
              <StrongText t={t} i18nKey="organisation.removeConfirm" values={{ name: nameOf(a) }} />
            )}
            deleted={(_, removed) => t('organisation.removed', { name: nameOf(removed) })}
          />
        </>
      ) : null}
    </Page>
  );
}

function AziendaPage({ id }: { id: number }) {
  const { t } = useTranslation('prosa');
  const { pathname } = useLocation();
  const canOrganise = useCanOrganise(id);
  const azienda = useAzienda(id);
  const regionName = useRegionName();
  if (azienda.isPending) {
    return (
      <Page title={t('organisation.title')}>
        <LoadingState />
      </Page>
    );
  }
  if (!azienda.data) return <AziendaNotFound back={pathname} />;
  const detail = azienda.data;
  const name = aslName(detail.denominazioneAzienda);
  return (
    <Page title={name} breadcrumbs={[{ label: t('organisation.title'), to: pathname }, { label: name }]}>
      <Facts
        items={[
          [t('organisation.facts.code'), detail.codiceAsl],
          [t('organisation.facts.region'), regionName(detail.codiceRegione)],
          [t('organisation.facts.since'), formatDate(detail.aderenteDal)],
        ]}
      />
      <OrganisationParts azienda={detail} aslName={name} canOrganise={canOrganise} />
    </Page>
  );
}

/** An authority not among the joined ones (it left, or a stale link): says so, with the way back. */
function AziendaNotFound({ back }: { back: string }) {
  const { t } = useTranslation('prosa');
  useDocumentTitle(t('organisation.notFound'));
  return (
    <div className="container-xxl py-4">
      <NotFoundState title={t('organisation.notFound')} back={back} backLabel={t('organisation.back')} />
    </div>
  );
}
