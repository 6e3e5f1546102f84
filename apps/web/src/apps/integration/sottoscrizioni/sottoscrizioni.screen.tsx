import {
  integrationRoutes as routes,
  type Sottoscrizione,
  type SottoscrizioneSegreto,
} from '@halo/contract/integration';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page.tsx';
import { onRecordSaved } from '../../../lib/ui/record-saved.ts';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { HealthCell, useRecordsScreen } from '../shared/integration-list.tsx';
import { IntegrationRowActions, RecordList } from '../shared/record-list.tsx';
import { BadgeList, DeleteRecord, RotateConfirm } from '../shared/record-parts.tsx';
import { ConsegneLog } from './consegne-log.tsx';
import { useEventTypes } from './event-types.ts';
import { SecretDialog } from './secret-dialog.tsx';
import { SottoscrizioneFormDialog } from './sottoscrizione-form.tsx';
import {
  useEliminaSottoscrizione,
  useEventoDiProva,
  useNuovoSegreto,
  useSottoscrizione,
  useSottoscrizioni,
} from './sottoscrizioni.queries.ts';

/** How a subscription is doing: its last delivery, and the deliveries its endpoint is failing. */
function Health({ s }: { s: Sottoscrizione }) {
  return (
    <HealthCell
      section="sottoscrizioni"
      last={s.ultimaConsegna}
      failing={s.inErrore}
      parked={s.consegne.parked}
    />
  );
}

/**
 * The subscriptions to Halo's events (docs/adr/0047): the list, a form to create and edit one, its secret shown
 * once after a create or a new secret, a test event, and the log of its deliveries (`?consegne=<id>`) with "send
 * again".
 */
export function IntegrationSottoscrizioni() {
  const { t } = useTranslation('integration');
  const {
    list,
    filter,
    result: sottoscrizioni,
    dialogs,
    log,
  } = useRecordsScreen(useSottoscrizioni, 'consegne', useSottoscrizione);
  const types = useEventTypes();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['integration'] });
  const remove = useEliminaSottoscrizione();
  const rotate = useNuovoSegreto();
  const test = useEventoDiProva();

  const [secret, setSecret] = useState<SottoscrizioneSegreto | null>(null);
  const [rotating, setRotating] = useState<Sottoscrizione | null>(null);
  // What the user was on when a secret was asked for: the dialogs in between close, the focus comes back here.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const shown = log.shown;

  const sendTest = async (s: Sottoscrizione) => {
    const result = await test.mutateAsync({ params: { id: s.id }, alert: true });
    if (!result.ok) return;
    notifySuccess(t('sottoscrizioni.testSent', { name: s.nome }));
    if (shown?.id !== s.id) log.open(s);
  };

  return (
    <Page title={t('sottoscrizioni.title')} lead={t('sottoscrizioni.lead')}>
      <RecordList<Sottoscrizione>
        section="sottoscrizioni"
        list={list}
        result={sottoscrizioni}
        filter={filter}
        create={{
          route: routes.creaSottoscrizione,
          onClick: () => {
            rememberOpener();
            dialogs.create();
          },
        }}
        address={{ key: 'url', header: t('sottoscrizioni.columns.url'), value: (s) => s.url }}
        columns={[
          {
            key: 'tipi',
            header: t('sottoscrizioni.columns.tipi'),
            cell: (s) => (
              <BadgeList items={s.tipi.map((tipo) => ({ key: tipo, label: types.labelOf(tipo) }))} />
            ),
          },
          {
            key: 'datiPersonali',
            header: t('sottoscrizioni.columns.datiPersonali'),
            cell: (s) => (s.datiPersonali ? t('sottoscrizioni.yes') : t('sottoscrizioni.no')),
          },
        ]}
        health={(s) => <Health s={s} />}
        actions={(s) => (
          <IntegrationRowActions
            section="sottoscrizioni"
            name={s.nome}
            edit={{ route: routes.aggiornaSottoscrizione, onClick: () => dialogs.edit(s) }}
            remove={{ route: routes.eliminaSottoscrizione, onClick: () => dialogs.askDelete(s) }}
            log={{ route: routes.consegne, onClick: () => log.open(s) }}
            test={{ route: routes.eventoDiProva, onClick: () => void sendTest(s) }}
          >
            <RowAction
              route={routes.nuovoSegreto}
              label={t('sottoscrizioni.actions.secretItem', { name: s.nome })}
              onClick={() => {
                rememberOpener();
                setRotating(s);
              }}
            >
              {t('sottoscrizioni.actions.secret')}
            </RowAction>
          </IntegrationRowActions>
        )}
      />
      {shown ? (
        <ConsegneLog
          key={shown.id}
          sottoscrizione={shown}
          focusOnOpen={log.openedByClick}
          onClose={log.close}
        />
      ) : null}
      <SottoscrizioneFormDialog
        isOpen={dialogs.formOpen}
        editing={dialogs.editing}
        onClose={dialogs.closeForm}
        onReload={refresh}
        // After a create the secret's dialog takes the focus, and gives it back when it closes.
        returnFocus={secret === null}
        onCreated={(created) => {
          dialogs.closeForm();
          notifySuccess(t('sottoscrizioni.created', { name: created.sottoscrizione.nome }));
          setSecret(created);
        }}
        onSaved={onRecordSaved(dialogs, (_created, saved) => t('sottoscrizioni.saved', { name: saved.nome }))}
      />
      <RotateConfirm
        section="sottoscrizioni"
        rotating={rotating}
        returnFocus={secret === null}
        onCancel={() => setRotating(null)}
        rotate={(id) => rotate.mutateAsync({ params: { id } })}
        onDone={(result) => {
          setSecret(result);
          setRotating(null);
        }}
        onReload={refresh}
      />
      <SecretDialog
        shown={secret}
        onClose={() => setSecret(null)}
        onClosed={() => {
          if (opener.current?.isConnected) opener.current.focus();
        }}
      />
      <DeleteRecord
        section="sottoscrizioni"
        record={dialogs.deleting}
        onClose={dialogs.closeDelete}
        remove={(id) => remove.mutateAsync({ params: { id } })}
        onDeleted={(s) => {
          if (s.id === shown?.id) log.close();
        }}
        onReload={refresh}
      />
    </Page>
  );
}
