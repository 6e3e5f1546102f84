import type { Allerta } from '@halo/contract/healthenv/allerte';
import { Icon } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { healthenvPaths, useAnalisiFormat } from '../postazione/analisi.labels.ts';
import type allerteTexts from './locales/it.ts';

/** The level in words with its icon: an alarm and an information differ in shape and text, not only colour. */
export function LivelloAllerta({ livello }: { livello: Allerta['livello'] }) {
  const { t } = useTranslation('healthenv');
  const alarm = livello === 'allarme';
  return (
    <span className={`d-inline-flex align-items-center gap-1${alarm ? ' fw-bold text-danger' : ''}`}>
      <Icon
        icon={alarm ? 'it-warning-circle' : 'it-info-circle'}
        size="sm"
        color={alarm ? 'danger' : 'primary'}
        aria-hidden="true"
      />
      {t(`common.livello.${livello}`)}
    </span>
  );
}

/**
 * Alerts as a table, most recent first as the server sends them: level, station (a link, unless the table is the
 * station's own), what crossed which threshold and the episode's worst value — or, for a silent station, since
 * when nothing arrived — when it started, its last period, whether it is still going on, and when the e-mail left.
 * On a phone each alert is a card (DataTable).
 */
export function AllerteTable({
  caption,
  allerte,
  withStation = true,
  empty,
}: {
  caption: string;
  /** Undefined while they are read. */
  allerte: readonly Allerta[] | undefined;
  withStation?: boolean;
  empty: string;
}) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const column = columnsOf<Allerta, keyof typeof allerteTexts.columns>((key) => t(`allerte.columns.${key}`));
  const columns = [column('livello', (a) => <LivelloAllerta livello={a.livello} />)];
  if (withStation) {
    columns.push(
      column('postazione', (a) => <Link to={healthenvPaths.postazione(a.postazioneId)}>{a.postazione}</Link>),
    );
  }
  columns.push(
    column('inquinante', (a) =>
      a.tipo === 'silenzio' ? (
        <span className="fw-semibold">{t('allerte.silenzio', { ultimo: format.moment(a.ultimo) })}</span>
      ) : (
        format.inquinante(a.inquinante)
      ),
    ),
    column('soglia', (a) => format.value(a.soglia, a.unita)),
    column('massimo', (a) => format.value(a.valoreMassimo, a.unita)),
    column('inizio', (a) => format.moment(a.inizio)),
    column('ultimo', (a) => format.moment(a.ultimo)),
    column('stato', (a) =>
      a.chiusa === null ? (
        <span className="badge bg-danger">{t('allerte.inCorsoBadge')}</span>
      ) : (
        t('allerte.chiusa', { moment: format.moment(a.chiusa) })
      ),
    ),
    column('notificata', (a) =>
      a.notificata === null
        ? t('allerte.nonNotificata')
        : t('allerte.notificata', { moment: format.moment(a.notificata) }),
    ),
  );
  return (
    <DataTable<Allerta>
      caption={caption}
      columns={columns}
      rows={allerte}
      rowKey={(a) => a.id}
      empty={empty}
    />
  );
}
