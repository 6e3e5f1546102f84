import {
  type Dispositivo,
  type DispositivoCreate,
  dispositivoCreateSchema,
  tipiDispositivo,
} from '@halo/contract/stroke/dispositivi';
import { Button } from 'design-react-kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ConfirmDelete, RecordActions } from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { PatientDataState } from '../pazienti/patient-data-state.tsx';
import { formatMomento } from '../pazienti/pazienti.labels.tsx';
import { useDeviceName, useMisureLabels } from './dispositivi.labels.ts';
import {
  useDispositivi,
  useNuovoToken,
  useRegistraDispositivo,
  useRevocaToken,
} from './dispositivi.queries.ts';
import type { devices } from './locales/it.ts';
import { TokenDialog, type TokenShown } from './token-dialog.tsx';

/**
 * A patient's wearable devices (`GET /api/stroke/paziente/{id}/dispositivi`): what each is, whether its gateway may
 * send measurements (its token active or revoked), how many it sent and when last. With `manage` (the patient,
 * their doctor, the admin) a device is registered, its token renewed or revoked after a confirmation; a new token
 * is shown once, in its own dialog. Read-only for a caregiver.
 */
export function DispositiviPaziente({
  pazienteId,
  manage,
  level = 3,
}: {
  pazienteId: number;
  manage: boolean;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('stroke');
  const dispositivi = useDispositivi(pazienteId);
  const deviceName = useDeviceName();
  const { number } = useMisureLabels();
  const renew = useNuovoToken(pazienteId);
  const revoke = useRevocaToken(pazienteId);
  const [registering, setRegistering] = useState(false);
  const [renewing, setRenewing] = useState<Dispositivo | null>(null);
  const [revoking, setRevoking] = useState<Dispositivo | null>(null);
  const [shown, setShown] = useState<TokenShown | null>(null);
  const registerButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes back once the token's dialog closes: the button that led to it.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const closeToken = () => {
    setShown(null);
    const target = opener.current?.isConnected ? opener.current : registerButton.current;
    // After the dialog has gone: its focus trap would take the focus back.
    setTimeout(() => target?.focus(), 0);
  };

  const column = columnsOf<Dispositivo, keyof typeof devices.list.columns>((key) =>
    t(`devices.list.columns.${key}`),
  );
  const columns = [
    column('device', (d) => (
      <>
        <span className="d-block fw-semibold">{t(`devices.types.${d.tipo}`)}</span>
        <span className="d-block">{d.modello}</span>
      </>
    )),
    column('serial', (d) => d.seriale),
    column('state', (d) =>
      d.tokenAttivo ? (
        <span className="badge bg-success">{t('devices.list.active')}</span>
      ) : (
        <span className="badge bg-secondary">{t('devices.list.revoked')}</span>
      ),
    ),
    column('measurements', (d) =>
      d.misurazioni === 0
        ? t('devices.list.noMeasurements')
        : t('devices.list.measurements', {
            count: d.misurazioni,
            value: number(d.misurazioni),
            moment: formatMomento(d.ultimaMisura),
          }),
    ),
    column('registered', (d) => formatMomento(d.registratoIl)),
  ];

  return (
    <PageSection
      title={t('devices.list.title')}
      level={level}
      actions={
        manage ? (
          <Button
            innerRef={registerButton}
            color="primary"
            outline
            size="sm"
            type="button"
            onClick={() => {
              opener.current = registerButton.current;
              setRegistering(true);
            }}
          >
            {t('devices.list.register')}
          </Button>
        ) : null
      }
    >
      <p className="small">{manage ? t('devices.list.leadManage') : t('devices.list.lead')}</p>
      <PatientDataState read={dispositivi}>
        {(rows) => (
          <DataTable<Dispositivo>
            caption={t('devices.list.title')}
            rows={rows}
            rowKey={(d) => d.id}
            empty={manage ? t('devices.list.emptyManage') : t('devices.list.empty')}
            columns={columns}
            actions={
              manage
                ? (d) => (
                    <RecordActions name={deviceName(d)}>
                      <RowAction
                        label={t('devices.list.renewLabel', { device: deviceName(d) })}
                        onClick={() => {
                          rememberOpener();
                          setRenewing(d);
                        }}
                      >
                        {d.tokenAttivo ? t('devices.list.renew') : t('devices.list.newToken')}
                      </RowAction>
                      {d.tokenAttivo ? (
                        <RowAction
                          label={t('devices.list.revokeLabel', { device: deviceName(d) })}
                          danger
                          onClick={() => setRevoking(d)}
                        >
                          {t('devices.list.revoke')}
                        </RowAction>
                      ) : null}
                    </RecordActions>
                  )
                : undefined
            }
          />
        )}
      </PatientDataState>
      {manage ? (
        <>
          <RegistraDialog
            pazienteId={pazienteId}
            isOpen={registering}
            onClose={() => setRegistering(false)}
            onRegistered={(answer) => {
              setRegistering(false);
              setShown({ ...answer, renewed: false });
            }}
          />
          <ConfirmDialog
            isOpen={renewing !== null}
            title={t('devices.renew.title')}
            confirmLabel={t('devices.renew.confirm')}
            onCancel={() => setRenewing(null)}
            onConfirm={() =>
              renew.mutateAsync({ params: { id: pazienteId, dispositivoId: renewing?.id ?? 0 } })
            }
            onDone={(answer) => {
              setRenewing(null);
              // The token lives in the dialog only: the mutation forgets it.
              renew.reset();
              setShown({ ...answer, renewed: true });
            }}
          >
            <p>{t('devices.renew.text', { device: renewing ? deviceName(renewing) : '' })}</p>
            <p className="mb-0">
              {renewing?.tokenAttivo ? t('devices.renew.active') : t('devices.renew.inactive')}
            </p>
          </ConfirmDialog>
          <ConfirmDelete
            record={revoking}
            title={t('devices.revoke.title')}
            confirmLabel={t('devices.revoke.confirm')}
            onClose={() => setRevoking(null)}
            remove={(d) => revoke.mutateAsync({ params: { id: pazienteId, dispositivoId: d.id } })}
            question={(d) => (
              <>
                <p>{t('devices.revoke.text', { device: deviceName(d) })}</p>
                <p className="mb-0">{t('devices.revoke.after')}</p>
              </>
            )}
            deleted={(_, revoked) => t('devices.revoke.done', { device: deviceName(revoked) })}
          />
          <TokenDialog shown={shown} onClose={closeToken} />
        </>
      ) : null}
    </PageSection>
  );
}

interface DeviceValues {
  tipo: string;
  modello: string;
  seriale: string;
}

/** Registers a device: its type, model and serial number (a serial already registered is refused, 409). */
function RegistraDialog({
  pazienteId,
  isOpen,
  onClose,
  onRegistered,
}: {
  pazienteId: number;
  isOpen: boolean;
  onClose: () => void;
  onRegistered: (answer: Omit<TokenShown, 'renewed'>) => void;
}) {
  const { t } = useTranslation('stroke');
  const register = useRegistraDispositivo(pazienteId);
  return (
    <FormDialog<DeviceValues, DispositivoCreate, Omit<TokenShown, 'renewed'>>
      isOpen={isOpen}
      onClose={onClose}
      title={t('devices.register.title')}
      schema={dispositivoCreateSchema}
      defaultValues={{ tipo: '', modello: '', seriale: '' }}
      submit={(body) => register.mutateAsync({ params: { id: pazienteId }, body })}
      submitLabel={t('devices.register.submit')}
      onSaved={(answer) => {
        // The token lives in the dialog only: the mutation forgets it.
        register.reset();
        onRegistered(answer);
      }}
    >
      <p className="mb-5">{t('devices.register.lead')}</p>
      <SelectField
        name="tipo"
        label={t('devices.register.type')}
        required
        emptyOption={t('devices.register.choose')}
        choices={tipiDispositivo.map((tipo) => ({ value: tipo, label: t(`devices.types.${tipo}`) }))}
      />
      {(
        [
          ['modello', 'model'],
          ['seriale', 'serial'],
        ] as const
      ).map(([name, text]) => (
        <TextField
          key={name}
          name={name}
          label={t(`devices.register.${text}`)}
          help={t(`devices.register.${text}Help`)}
          required
          maxLength={100}
        />
      ))}
    </FormDialog>
  );
}
