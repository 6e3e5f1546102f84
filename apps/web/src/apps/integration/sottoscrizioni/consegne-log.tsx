import {
  type Consegna,
  deliveryStates,
  integrationRoutes,
  type Sottoscrizione,
} from '@halo/contract/integration';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useEventTypes } from './event-types.ts';
import { useConsegne, useReinviaConsegna } from './sottoscrizioni.queries.ts';

type Stato = Consegna['stato'];

const LOG_SIZE = 20;

const BADGES: Readonly<Record<Stato, string>> = {
  pending: 'bg-primary',
  delivered: 'bg-success',
  parked: 'bg-danger',
};

/** A delivery that is not queued may go again: one given up (parked), or one delivered the receiver lost. */
const replayable = (consegna: Consegna) => consegna.stato !== 'pending';

/**
 * The log of one subscription's deliveries, newest first, filtered by state (`?stato=`) and paged (`?pagina=`)
 * in the address beside the subscriptions' own list, whose paging and search it leaves alone.
 */
export function ConsegneLog({
  sottoscrizione,
  focusOnOpen,
  onClose,
}: {
  sottoscrizione: Sottoscrizione;
  focusOnOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('integration');
  const types = useEventTypes();
  const [params, setParams] = useSearchParams();
  const stato = deliveryStates.find((state) => state === params.get('stato'));
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '', 10) || 1);
  const consegne = useConsegne(sottoscrizione.id, { page, size: LOG_SIZE, stato });
  const replay = useReinviaConsegna();
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const send = async (consegna: Consegna) => {
    const result = await replay.mutateAsync({
      params: { id: sottoscrizione.id, consegnaId: consegna.id },
      alert: true,
    });
    if (result.ok) notifySuccess(t('sottoscrizioni.log.replayed', { subject: consegna.soggetto }));
  };
  const name = sottoscrizione.nome;
  return (
    <PageSection
      title={t('sottoscrizioni.log.title', { name })}
      focusOnOpen={focusOnOpen}
      actions={
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {t('sottoscrizioni.log.close')}
        </button>
      }
    >
      <div className="row">
        <SelectField
          label={t('sottoscrizioni.log.stato')}
          value={stato ?? ''}
          onChange={(value) => setParam({ stato: value, pagina: null })}
        >
          <option value="">{t('sottoscrizioni.log.all')}</option>
          {deliveryStates.map((state) => (
            <option key={state} value={state}>
              {t(`sottoscrizioni.log.states.${state}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable<Consegna>
        caption={t('sottoscrizioni.log.caption', { name })}
        rows={consegne.data?.items}
        loading={consegne.isPending}
        rowKey={(c) => c.id}
        empty={stato ? t('sottoscrizioni.log.emptyFiltered') : t('sottoscrizioni.log.empty')}
        columns={[
          { key: 'tipo', header: t('sottoscrizioni.log.columns.tipo'), cell: (c) => types.labelOf(c.tipo) },
          {
            key: 'soggetto',
            header: t('sottoscrizioni.log.columns.soggetto'),
            cell: (c) => <code>{c.soggetto}</code>,
          },
          {
            key: 'istante',
            header: t('sottoscrizioni.log.columns.istante'),
            cell: (c) => formatDateTime(c.istante),
          },
          {
            key: 'stato',
            header: t('sottoscrizioni.log.columns.stato'),
            cell: (c) => (
              <StateBadge tone={BADGES[c.stato]} label={t('sottoscrizioni.stateLabel')}>
                {t(`sottoscrizioni.log.states.${c.stato}`)}
              </StateBadge>
            ),
          },
          {
            key: 'tentativi',
            header: t('sottoscrizioni.log.columns.tentativi'),
            className: 'text-end',
            cell: (c) => c.tentativi,
          },
          {
            key: 'ultimoEsito',
            header: t('sottoscrizioni.log.columns.ultimoEsito'),
            cell: (c) => c.ultimoEsito ?? '—',
          },
          {
            key: 'consegnata',
            header: t('sottoscrizioni.log.columns.consegnata'),
            cell: (c) => (c.consegnata ? formatDateTime(c.consegnata) : '—'),
          },
        ]}
        actions={(c) =>
          replayable(c) ? (
            <RowAction
              route={integrationRoutes.reinviaConsegna}
              label={t('sottoscrizioni.log.replayItem', { type: types.labelOf(c.tipo), subject: c.soggetto })}
              onClick={() => void send(c)}
            >
              {t('sottoscrizioni.log.replay')}
            </RowAction>
          ) : null
        }
      />
      <ListPager
        label={t('sottoscrizioni.log.pagerLabel')}
        result={consegne.data}
        onPage={(next) => setParam({ pagina: String(next) })}
      />
    </PageSection>
  );
}
