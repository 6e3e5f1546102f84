import { aslName } from '@halo/contract/asl-name';
import { type OperatoreProfilo, prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../../lib/ui/columns.ts';
import { pageQuery, useListParams, usePageInRange } from '../../../../lib/ui/list-params.ts';
import { Page, SearchBox } from '../../../../lib/ui/page.tsx';
import { PagedTable } from '../../../../lib/ui/paged-table.tsx';
import { recordFormOpening } from '../../../../lib/ui/record-saved.ts';
import { RecordActions, RecordsSection, useRecordDialogs } from '../../../../lib/ui/record-section.tsx';
import { SelectField } from '../../../../lib/ui/search-screen.tsx';
import type prosaAccount from '../../locales/it/prosa-account.ts';
import { OperatoreFormDialog } from '../components/operatore-dialogs.tsx';
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
  const dialogs = useRecordDialogs(operatori.data?.items, (o) => o.id);

  const features = (o: OperatoreProfilo) =>
    Object.values(o.funzionalita).every(Boolean) ? t('operators.featuresOn') : t('operators.featuresOff');
  const reference = (o: OperatoreProfilo) => {
    const { riferimento, unita } = o.operabilita;
    return riferimento?.denominazione ?? unita ?? null;
  };
  const column = columnsOf<OperatoreProfilo, keyof typeof prosaAccount.operators.columns>((key) =>
    t(`operators.columns.${key}`),
  );
  const columns = [
    column(
      'name',
      (o) => (
        <>
          <span className="fw-semibold">{o.nome || o.username}</span>
          <span className="d-block small">{o.username}</span>
        </>
      ),
      { sortKey: 'nome' },
    ),
    column('role', (o) => labels.ruolo(o.ruolo)),
    column('asl', (o) => aslName(o.denominazioneAzienda)),
    column('type', (o) => labels.tipologia(o.operabilita.tipologia)),
    column(
      'level',
      (o) => (
        <>
          {labels.livello(o.operabilita.livello)}
          {reference(o) ? <span className="d-block small">{reference(o)}</span> : null}
        </>
      ),
      { sortKey: 'livello' },
    ),
    column('features', features),
  ];

  return (
    <Page title={t('operators.title')} lead={t('operators.lead')}>
      <RecordsSection
        title={t('operators.listTitle')}
        create={{
          route: prosaProfileRoutes.creaOperatore,
          onClick: dialogs.create,
          label: t('operators.create'),
        }}
      >
        <div className="row">
          <div className="col-12 col-md-7">
            <SearchBox label={t('operators.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <SelectField
            className="col-12 col-md-5 mt-md-4"
            label={t('operators.roleFilter')}
            value={ruolo}
            onChange={(value) => list.update({ ruolo: value })}
          >
            <option value="">{t('operators.allRoles')}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {labels.ruolo(r)}
              </option>
            ))}
          </SelectField>
        </div>
        <PagedTable<OperatoreProfilo>
          caption={t('operators.listTitle')}
          list={list}
          result={operatori}
          pagerLabel={t('operators.pagerLabel')}
          rowKey={(o) => o.id}
          empty={list.q || ruolo ? t('operators.emptySearch') : t('operators.empty')}
          columns={columns}
          actions={(o) => (
            <RecordActions
              name={o.nome || o.username}
              edit={{
                label: t('operators.editLabel', { name: o.nome || o.username }),
                onClick: () => dialogs.edit(o),
              }}
            />
          )}
        />
      </RecordsSection>
      <OperatoreFormDialog
        operatore={dialogs.editing}
        onReload={() => operatori.refetch()}
        {...recordFormOpening(dialogs, (created, saved) =>
          created
            ? t('operators.created', { name: saved.nome || saved.username, email: saved.email ?? '' })
            : t('operators.saved', { name: saved.nome || saved.username }),
        )}
      />
    </Page>
  );
}
