import { type ConnessioneFhir, integrationFhirRoutes as routes } from '@halo/contract/integration-fhir';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page.tsx';
import { onRecordSaved } from '../../../lib/ui/record-saved.ts';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { notifySuccess, raiseAlert } from '../../../shell/alerts/alert.store.ts';
import { HealthCell, useRecordsScreen } from '../shared/integration-list.tsx';
import { IntegrationRowActions, RecordList } from '../shared/record-list.tsx';
import { BadgeList, DeleteRecord, RotateConfirm } from '../shared/record-parts.tsx';
import { ConnessioneFormDialog } from './connessione-form.tsx';
import {
  useConnessione,
  useConnessioni,
  useEliminaConnessione,
  useNuoveChiavi,
  useProvaConnessione,
} from './fhir.queries.ts';
import { MessaggiLog } from './messaggi-log.tsx';

/** How Halo authenticates to the server, in a word (and the client, for SMART). */
function Auth({ c }: { c: ConnessioneFhir }) {
  const { t } = useTranslation('integration');
  const auth = c.autenticazione;
  return (
    <>
      {t(`fhir.auth.${auth.tipo}`)}
      {auth.tipo === 'smart' ? (
        <div className="small text-break">{t('fhir.auth.client', { client: auth.clientId })}</div>
      ) : null}
    </>
  );
}

/** How a connection is doing: its last message sent, and those queued, refused or given up. */
function Health({ c }: { c: ConnessioneFhir }) {
  const { t } = useTranslation('integration');
  const { pending, failed, parked } = c.messaggi;
  return (
    <HealthCell section="fhir" last={c.ultimoInvio} failing={failed} parked={parked}>
      {pending > 0 ? <li>{t('fhir.health.queued', { count: pending })}</li> : null}
    </HealthCell>
  );
}

/** What the OperationOutcome of a failed check says, as one line. */
function diagnosticsOf(outcome: Record<string, unknown> | null): string {
  const issues = (outcome as { issue?: { diagnostics?: string }[] } | null)?.issue ?? [];
  return issues
    .map((issue) => issue.diagnostics)
    .filter(Boolean)
    .join(' ');
}

/**
 * The FHIR adapter (docs/adr/0048): the connections to other systems' FHIR servers, a form to create and edit one
 * (its authentication, Halo's public key for SMART), "Prova connessione" with its outcome in the alert area, a new
 * key pair, and the log of a connection's messages (`?messaggi=<id>`) with "Reinvia".
 */
export function IntegrationFhir() {
  const { t } = useTranslation('integration');
  const {
    list,
    filter,
    result: connessioni,
    dialogs,
    log,
  } = useRecordsScreen(useConnessioni, 'messaggi', useConnessione);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['integration', 'fhir'] });
  const remove = useEliminaConnessione();
  const rotate = useNuoveChiavi();
  const check = useProvaConnessione();

  const [rotating, setRotating] = useState<ConnessioneFhir | null>(null);
  const shown = log.shown;

  /** "Prova connessione": the outcome goes to the alert area, where it is read out. */
  const test = async (c: ConnessioneFhir) => {
    const result = await check.mutateAsync({ params: { id: c.id }, alert: true });
    if (!result.ok) return;
    const outcome = result.data;
    if (outcome.ok) {
      const version = outcome.fhirVersion ?? t('fhir.test.unknown');
      notifySuccess(
        outcome.software
          ? t('fhir.test.ok', { name: c.nome, version, software: outcome.software })
          : t('fhir.test.okPlain', { name: c.nome, version }),
      );
    } else {
      const reason = [outcome.errore, diagnosticsOf(outcome.outcome)].filter(Boolean).join(' ');
      raiseAlert(t('fhir.test.failed', { name: c.nome, reason }), { kind: 'warning', status: outcome.stato });
    }
  };

  return (
    <Page title={t('fhir.title')} lead={t('fhir.lead')}>
      <RecordList<ConnessioneFhir>
        section="fhir"
        list={list}
        result={connessioni}
        filter={filter}
        create={{ route: routes.creaConnessione, onClick: dialogs.create }}
        address={{ key: 'baseUrl', header: t('fhir.columns.baseUrl'), value: (c) => c.baseUrl }}
        columns={[
          { key: 'autenticazione', header: t('fhir.columns.autenticazione'), cell: (c) => <Auth c={c} /> },
          {
            key: 'risorse',
            header: t('fhir.columns.risorse'),
            cell: (c) => (
              <BadgeList
                items={c.risorse.map((risorsa) => ({
                  key: risorsa,
                  label: t(`fhir.resources.${risorsa as 'Appointment'}`, { defaultValue: risorsa }),
                }))}
              />
            ),
          },
        ]}
        health={(c) => <Health c={c} />}
        actions={(c) => (
          <IntegrationRowActions
            section="fhir"
            name={c.nome}
            edit={{ route: routes.aggiornaConnessione, onClick: () => dialogs.edit(c) }}
            remove={{ route: routes.eliminaConnessione, onClick: () => dialogs.askDelete(c) }}
            log={{ route: routes.messaggi, onClick: () => log.open(c) }}
            test={{ route: routes.provaConnessione, onClick: () => void test(c) }}
          >
            {c.autenticazione.tipo === 'smart' ? (
              <RowAction
                route={routes.nuoveChiavi}
                label={t('fhir.actions.keysItem', { name: c.nome })}
                onClick={() => setRotating(c)}
              >
                {t('fhir.actions.keys')}
              </RowAction>
            ) : null}
          </IntegrationRowActions>
        )}
      />
      {shown ? (
        <MessaggiLog key={shown.id} connessione={shown} focusOnOpen={log.openedByClick} onClose={log.close} />
      ) : null}
      <ConnessioneFormDialog
        isOpen={dialogs.formOpen}
        editing={dialogs.editing}
        onClose={dialogs.closeForm}
        onReload={refresh}
        onSaved={onRecordSaved(dialogs, (created, saved) =>
          t(created ? 'fhir.created' : 'fhir.saved', { name: saved.nome }),
        )}
      />
      <RotateConfirm
        section="fhir"
        rotating={rotating}
        onCancel={() => setRotating(null)}
        rotate={(id) => rotate.mutateAsync({ params: { id } })}
        onDone={(result) => {
          setRotating(null);
          const kid = result.autenticazione.tipo === 'smart' ? result.autenticazione.kid : '';
          notifySuccess(t('fhir.rotate.done', { name: result.nome, kid }));
        }}
        onReload={refresh}
      />
      <DeleteRecord
        section="fhir"
        record={dialogs.deleting}
        onClose={dialogs.closeDelete}
        remove={(id) => remove.mutateAsync({ params: { id } })}
        onDeleted={(c) => {
          if (c.id === shown?.id) log.close();
        }}
        onReload={refresh}
      />
    </Page>
  );
}
