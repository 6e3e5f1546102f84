import { aslName } from '@halo/contract/asl-name';
import type { OperatoreProfilo } from '@halo/contract/prosa-profiles';
import { Button } from 'design-react-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../lib/ui/data-table.tsx';
import { pageQuery, useListParams, usePageInRange } from '../../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../../lib/ui/page.tsx';
import { ListPager } from '../../../../lib/ui/pager.tsx';
import { RowAction } from '../../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../../shell/alerts/alert.store.ts';
import { OperatoreCreateDialog, OperatoreEditDialog } from '../components/operatore-dialogs.tsx';
import { useOperabilityLabels } from '../labels.ts';
import { useOperatori } from '../prosa-account.queries.ts';

const ROLES = ['operatore', 'responsabile'] as const;

/**
 * Operatori (admin-prosa, SPEC.md §3, §6): the operators and managers of the joined authorities with their
 * operability, searched and paged by the server (state in the address); a new one gets their identity user and
 * the mail to set the password; the operability of one changes with the version it was read at.
 */
export function ProsaOperatori() {
  const { t } = useTranslation('prosaAccount');
  const labels = useOperabilityLabels();
  const list = useListParams({ sort: 'nome' });
  const ruolo = list.get('ruolo');
  const operatori = useOperatori({ ...pageQuery(list), ruolo: ruolo || undefined });
  usePageInRange(list, operatori);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OperatoreProfilo | null>(null);
  const roleFilter = useId();

  const features = (o: OperatoreProfilo) =>
    Object.values(o.funzionalita).every(Boolean) ? t('operators.featuresOn') : t('operators.featuresOff');
  const reference = (o: OperatoreProfilo) => {
    const { riferimento, unita } = o.operabilita;
    return riferimento?.denominazione ?? unita ?? null;
  };
  const columns: Column<OperatoreProfilo>[] = [
    {
      key: 'nome',
      header: t('operators.columns.name'),
      sortKey: 'nome',
      cell: (o) => (
        <>
          <span className="fw-semibold">{o.nome || o.username}</span>
          <span className="d-block small">{o.username}</span>
        </>
      ),
    },
    { key: 'ruolo', header: t('operators.columns.role'), cell: (o) => labels.ruolo(o.ruolo) },
    {
      key: 'asl',
      header: t('operators.columns.asl'),
      cell: (o) => aslName(o.denominazioneAzienda),
    },
    {
      key: 'tipologia',
      header: t('operators.columns.type'),
      cell: (o) => labels.tipologia(o.operabilita.tipologia),
    },
    {
      key: 'livello',
      header: t('operators.columns.level'),
      sortKey: 'livello',
      cell: (o) => (
        <>
          {labels.livello(o.operabilita.livello)}
          {reference(o) ? <span className="d-block small">{reference(o)}</span> : null}
        </>
      ),
    },
    { key: 'funzionalita', header: t('operators.columns.features'), cell: features },
    {
      key: 'actions',
      header: t('operators.columns.actions'),
      hiddenHeader: true,
      className: 'text-end text-nowrap',
      cell: (o) => (
        <RowAction
          label={t('operators.editLabel', { name: o.nome || o.username })}
          onClick={() => setEditing(o)}
        >
          {t('operators.edit')}
        </RowAction>
      ),
    },
  ];

  return (
    <Page title={t('operators.title')} lead={t('operators.lead')}>
      <PageSection
        title={t('operators.listTitle')}
        actions={
          <Button color="primary" size="sm" type="button" onClick={() => setCreating(true)}>
            {t('operators.create')}
          </Button>
        }
      >
        <div className="row">
          <div className="col-12 col-md-7">
            <SearchBox label={t('operators.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <div className="col-12 col-md-5">
            <div className="select-wrapper mb-4 mt-md-4">
              <label htmlFor={roleFilter}>{t('operators.roleFilter')}</label>
              <select
                id={roleFilter}
                value={ruolo}
                onChange={(event) => list.update({ ruolo: event.target.value })}
              >
                <option value="">{t('operators.allRoles')}</option>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {labels.ruolo(r)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <DataTable<OperatoreProfilo>
          caption={t('operators.listTitle')}
          rows={operatori.data?.items}
          loading={operatori.isPending}
          rowKey={(o) => o.id}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty={list.q || ruolo ? t('operators.emptySearch') : t('operators.empty')}
          columns={columns}
        />
        <ListPager
          label={t('operators.pagerLabel')}
          result={operatori.data}
          onPage={(page) => list.update({ page })}
        />
      </PageSection>
      <OperatoreCreateDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          notifySuccess(
            t('operators.created', { name: saved.nome || saved.username, email: saved.email ?? '' }),
          );
        }}
      />
      <OperatoreEditDialog
        operatore={editing}
        onClose={() => setEditing(null)}
        onReload={async () => {
          const fresh = await operatori.refetch();
          setEditing(fresh.data?.items.find((o) => o.id === editing?.id) ?? null);
        }}
        onSaved={(saved) => {
          setEditing(null);
          notifySuccess(t('operators.saved', { name: saved.nome || saved.username }));
        }}
      />
    </Page>
  );
}
