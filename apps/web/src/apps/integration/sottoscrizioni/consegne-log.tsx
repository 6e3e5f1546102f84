import {
  type Consegna,
  deliveryStates,
  integrationRoutes,
  type Sottoscrizione,
} from '@halo/contract/integration';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { LogTable, useLogAddress } from '../shared/log-table.tsx';
import { useEventTypes } from './event-types.ts';
import { useConsegne, useReinviaConsegna } from './sottoscrizioni.queries.ts';

type Stato = Consegna['stato'];

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
  const address = useLogAddress(deliveryStates);
  const { page, size, stato } = address;
  const consegne = useConsegne(sottoscrizione.id, { page, size, stato });
  const replay = useReinviaConsegna();
  const send = async (consegna: Consegna) => {
    const result = await replay.mutateAsync({
      params: { id: sottoscrizione.id, consegnaId: consegna.id },
      alert: true,
    });
    if (result.ok) notifySuccess(t('sottoscrizioni.log.replayed', { subject: consegna.soggetto }));
  };
  return (
    <LogTable<Stato, Consegna>
      section="sottoscrizioni"
      name={sottoscrizione.nome}
      focusOnOpen={focusOnOpen}
      onClose={onClose}
      address={address}
      result={consegne}
      badges={BADGES}
      stateText={(state) => t(`sottoscrizioni.log.states.${state}`)}
      what={{ key: 'tipo', header: t('sottoscrizioni.log.columns.tipo'), cell: (c) => types.labelOf(c.tipo) }}
      more={[
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
      resend={{
        route: integrationRoutes.reinviaConsegna,
        may: replayable,
        label: (c) =>
          t('sottoscrizioni.log.replayItem', { type: types.labelOf(c.tipo), subject: c.soggetto }),
        text: t('sottoscrizioni.log.replay'),
        send,
      }}
    />
  );
}
