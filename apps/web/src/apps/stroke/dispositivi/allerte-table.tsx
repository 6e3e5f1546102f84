import type { Allerta } from '@halo/contract/stroke/dispositivi';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { formatMomento, fullName, pazientiPaths } from '../pazienti/pazienti.labels.tsx';
import { misurazioniPath, useMisureLabels } from './dispositivi.labels.ts';
import { usePresaVisione } from './dispositivi.queries.ts';
import type { devices } from './locales/it.ts';

/**
 * Alert episodes as a table: what crossed which threshold, the worst value, when the episode started, the last
 * measurement beyond the threshold, whether it is still open (in words, not only by colour) and whether the doctor
 * took it in. With `patient` each row names the patient and leads to their card and measurements (the doctor's
 * list over all their patients); with `canSee` (the doctor) an episode not yet seen has «Presa visione».
 */
export function AllerteTable({
  caption,
  allerte,
  patient = false,
  canSee = false,
  empty,
}: {
  caption: string;
  /** Undefined while they are read. */
  allerte: readonly Allerta[] | undefined;
  patient?: boolean;
  canSee?: boolean;
  empty: string;
}) {
  const { t } = useTranslation('stroke');
  const labels = useMisureLabels();
  const presaVisione = usePresaVisione();
  const [busy, setBusy] = useState<number | null>(null);
  // The episode just taken in: its new text gets the focus its button had.
  const [justSeen, setJustSeen] = useState<number | null>(null);
  const tipo = (a: Allerta) => t(`devices.alerts.types.${a.tipo}`);
  const see = async (a: Allerta) => {
    setBusy(a.id);
    const result = await presaVisione(a.id);
    setBusy(null);
    if (result.ok) setJustSeen(a.id);
  };

  const column = columnsOf<Allerta, keyof typeof devices.alerts.columns>((key) =>
    t(`devices.alerts.columns.${key}`),
  );
  const columns = [
    // Only in the doctor's list over all their patients (`patient`).
    column('patient', (a) => (
      <>
        <Link className="d-block fw-semibold" to={pazientiPaths.paziente(a.paziente.id)}>
          {fullName(a.paziente)}
        </Link>
        <Link className="d-block small" to={misurazioniPath(a.paziente.id)}>
          {t('devices.alerts.measurements')}{' '}
          <span className="visually-hidden">{t('devices.alerts.of', { name: fullName(a.paziente) })}</span>
        </Link>
      </>
    )),
    column('type', tipo),
    column('state', (a) =>
      a.chiusa === null ? (
        <span className="badge bg-danger">{t('devices.alerts.open')}</span>
      ) : (
        <>
          <span className="badge bg-secondary">{t('devices.alerts.closed')}</span>
          <span className="d-block small">
            {t('devices.alerts.closedAt', { moment: formatMomento(a.chiusa) })}
          </span>
        </>
      ),
    ),
    column('worst', (a) => labels.alertValue(a, 'valore')),
    column('threshold', (a) => labels.alertValue(a, 'soglia')),
    column('started', (a) => formatMomento(a.iniziata)),
    column('last', (a) => formatMomento(a.ultima)),
    column(
      'seen',
      (a) => {
        if (a.vista !== null) {
          return (
            <span
              // Focusable by the script only: the text that replaces the button takes its focus.
              tabIndex={-1}
              ref={(element) => {
                if (element && justSeen === a.id) {
                  element.focus();
                  setJustSeen(null);
                }
              }}
            >
              {t('devices.alerts.seenAt', { moment: formatMomento(a.vista) })}
            </span>
          );
        }
        if (!canSee) return t('devices.alerts.notSeen');
        return (
          <button
            type="button"
            className="btn btn-primary btn-xs"
            disabled={busy === a.id}
            aria-label={t('devices.alerts.seeLabel', {
              type: tipo(a),
              name: fullName(a.paziente),
              moment: formatMomento(a.iniziata),
            })}
            onClick={() => void see(a)}
          >
            {t('devices.alerts.see')}
          </button>
        );
      },
      { className: 'text-nowrap' },
    ),
  ].filter((column) => patient || column.key !== 'patient');
  return (
    <DataTable<Allerta>
      caption={caption}
      rows={allerte}
      rowKey={(a) => a.id}
      empty={empty}
      columns={columns}
    />
  );
}
