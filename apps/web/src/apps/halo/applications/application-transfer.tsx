import {
  type Application,
  applicationExportSchema,
  type ImportResult,
  platformAdminRoutes,
} from '@halo/contract';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { i18n } from '../../../i18n/i18n.ts';
import { applicationTitle } from '../../../lib/application-title.ts';
import { readOne } from '../../../lib/call-route.ts';
import { saveJson } from '../../../lib/download.ts';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { requestRoutingUpdate } from '../../../shell/routing/routing-events.ts';
import { readError, type WriteFailure } from '../halo.api.ts';
import { useAdminWrite } from '../halo.queries.ts';

/** Downloads the application's configuration (routes, menus, sections, groups, permissions) as a JSON file. */
export async function exportApplication(application: Application): Promise<boolean> {
  const document = await readOne(platformAdminRoutes.appExport, {
    params: { id: application.id },
    errorMessage: readError('applicationExport'),
  });
  if (!document) return false;
  saveJson(`halo-${document.application.clientId}-${document.exportedAt.slice(0, 10)}.json`, document);
  notifySuccess(
    i18n.t('adminForms:applications.transfer.exported', {
      name: applicationTitle(application, i18n.resolvedLanguage ?? i18n.language) ?? application.nome,
    }),
  );
  return true;
}

/** The file as read (sent as it is: the server checks it again); it matched the export format. */
type ImportDocument = z.input<typeof applicationExportSchema>;

type Checked = { ok: true; document: ImportDocument; summary: string } | { ok: false; errors: string[] };

/** Reads and checks a file against the export format before anything is sent. */
export function checkImport(text: string): Checked {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, errors: [i18n.t('adminForms:applications.transfer.invalidJson')] };
  }
  const result = applicationExportSchema.safeParse(parsed);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues
        .slice(0, 20)
        .map(
          (issue) =>
            `${issue.path.join('.') || i18n.t('adminForms:applications.transfer.document')}: ${issue.message}`,
        ),
    };
  }
  const d = result.data;
  return {
    ok: true,
    document: parsed as ImportDocument,
    summary: i18n.t('adminForms:applications.transfer.summary', {
      name: d.application.nome,
      clientId: d.application.clientId,
      routes: d.routes.length,
      menus: d.menus.length,
      sections: d.sections.length,
      groups: d.groups.length,
      permissions: d.permissions.length,
    }),
  };
}

/**
 * Import of an exported configuration: the file is checked here with the contract's schema, then the server
 * checks everything again before changing anything (an application with the same client id is updated).
 */
export function ImportDialog({
  isOpen,
  onClose,
  onImported,
}: {
  isOpen: boolean;
  onClose: () => void;
  onImported: (result: ImportResult) => unknown;
}) {
  const { t } = useTranslation('adminForms');
  const titleId = useId();
  const fileId = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const importApplication = useAdminWrite(platformAdminRoutes.appImport);
  const close = () => {
    setChecked(null);
    setFailure(null);
    onClose();
  };
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    setFailure(null);
    const file = event.target.files?.[0];
    setChecked(file ? checkImport(await file.text()) : null);
  };
  const submit = async () => {
    if (!checked?.ok) return;
    setBusy(true);
    const result = await importApplication.mutateAsync({ body: checked.document });
    setBusy(false);
    if (!result.ok) {
      setFailure(result);
      return;
    }
    notifySuccess(result.data.message);
    setChecked(null);
    requestRoutingUpdate();
    await onImported(result.data);
  };
  return (
    <Modal isOpen={isOpen} toggle={close} labelledBy={titleId} fade={false}>
      <DialogHeader titleId={titleId} onClose={close}>
        {t('applications.transfer.title')}
      </DialogHeader>
      <ModalBody>
        <p>{t('applications.transfer.intro')}</p>
        <div className="mb-3">
          <label htmlFor={fileId} className="form-label fw-semibold">
            {t('applications.transfer.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            className="form-control"
            onChange={read}
          />
        </div>
        {checked?.ok ? (
          <p role="status">{t('applications.transfer.ready', { summary: checked.summary })}</p>
        ) : null}
        {checked && !checked.ok ? (
          <div className="alert alert-danger" role="alert">
            <p className="mb-1">{t('applications.transfer.invalid')}</p>
            <ul className="mb-0">
              {checked.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {failure ? (
          <FailureAlert failure={failure} extra={failure.details.map((d) => `${d.path}: ${d.message}`)} />
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button color="primary" type="button" disabled={!checked?.ok || busy} onClick={() => void submit()}>
          {t('applications.transfer.submit')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
