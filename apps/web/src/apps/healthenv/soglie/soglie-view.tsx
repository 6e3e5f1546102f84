import { INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import {
  BANDE_EAQI,
  EAQI_MEDIE,
  type Indicatore,
  type InquinanteEaqi,
  type Limite,
  type SogliaAllerta,
  type Soglie,
} from '@halo/contract/healthenv/soglie';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { useInquinanteName, useNumberFormat } from '../postazioni/postazioni.labels.tsx';
import type soglieTexts from './locales/it.ts';
import { EAQI } from './soglie.values.ts';

/** The thresholds as everyone reads them: one section per part of the configuration, the values in words. */
export function SoglieView({ soglie }: { soglie: Soglie }) {
  const { t } = useTranslation('healthenv');
  const number = useNumberFormat();
  const inquinanteName = useInquinanteName();
  const header = (key: keyof typeof soglieTexts.columns) => t(`soglie.columns.${key}`);
  /** The pollutant, its averaging and the threshold with its unit: the first columns of limits and alerts. */
  const leading = <R extends { inquinante: Inquinante; indicatore: Indicatore; soglia: number }>() => {
    const column = columnsOf<R, keyof typeof soglieTexts.columns>(header);
    return [
      column('inquinante', (r) => inquinanteName(r.inquinante)),
      column('indicatore', (r) => t(`common.indicatore.${r.indicatore}`)),
      column('soglia', (r) => `${number(r.soglia)} ${INQUINANTI[r.inquinante].unita}`, {
        className: 'text-end',
      }),
    ];
  };

  const limite = columnsOf<Limite, keyof typeof soglieTexts.columns>(header);
  const limiti = [
    ...leading<Limite>(),
    limite('consentiti', (l) => (l.consentiti === null ? t('soglie.nessuno') : number(l.consentiti)), {
      className: 'text-end',
    }),
    limite('norma', (l) => t(`common.norma.${l.norma}`)),
    limite('tipo', (l) => t(`common.tipoLimite.${l.tipo}`)),
    limite('daVerificare', (l) => (l.daVerificare ? t('common.daVerificare') : t('soglie.verificato'))),
  ];

  const allerta = columnsOf<SogliaAllerta, keyof typeof soglieTexts.columns>(header);
  const allerte = [
    ...leading<SogliaAllerta>(),
    allerta(
      'consecutivi',
      (a) =>
        a.indicatore === 'media oraria'
          ? t('soglie.ore', { count: a.consecutivi })
          : t('soglie.giorni', { count: a.consecutivi }),
      { className: 'text-end' },
    ),
    allerta('livello', (a) => t(`common.livello.${a.livello}`)),
  ];

  return (
    <>
      <PageSection title={t('soglie.copertura.title')}>
        <p>{t('soglie.copertura.intro')}</p>
        <Facts
          items={[
            [
              t('soglie.copertura.giornaliera'),
              t('soglie.percent', { value: number(soglie.coperturaGiornaliera * 100) }),
            ],
            [
              t('soglie.copertura.annuale'),
              t('soglie.percent', { value: number(soglie.coperturaAnnuale * 100) }),
            ],
          ]}
        />
      </PageSection>
      <RowsSection name="limiti" rows={soglie.limiti} columns={limiti} />
      <PageSection title={t('soglie.bande.title')}>
        <p>{t('soglie.bande.intro')}</p>
        <BandeTable
          headers={BANDE_EAQI.map((banda) => t(`common.banda.${banda}`))}
          cell={(inquinante, index) => {
            const low = soglie.bandeEaqi[inquinante][index - 1];
            const high = soglie.bandeEaqi[inquinante][index];
            const unita = INQUINANTI[inquinante].unita;
            return low === undefined
              ? t('soglie.bande.finoA', { high: number(high ?? 0), unita })
              : high === undefined
                ? t('soglie.bande.oltre', { low: number(low), unita })
                : t('soglie.bande.daA', { low: number(low), high: number(high), unita });
          }}
        />
      </PageSection>
      <RowsSection name="allerte" rows={soglie.allerte} columns={allerte} />
      <PageSection title={t('soglie.silenzio.title')}>
        <p>{t('soglie.silenzio.intro')}</p>
        <Facts items={[[t('soglie.silenzio.ore'), t('soglie.ore', { count: soglie.silenzioOre })]]} />
      </PageSection>
    </>
  );
}

/** The limits or the alert thresholds, one row each. */
function RowsSection<R extends { id: string }>({
  name,
  rows,
  columns,
}: {
  name: 'limiti' | 'allerte';
  rows: readonly R[];
  columns: Column<R>[];
}) {
  const { t } = useTranslation('healthenv');
  return (
    <PageSection title={t(`soglie.${name}.title`)}>
      <p>{t(`soglie.${name}.intro`)}</p>
      <DataTable<R>
        caption={t(`soglie.${name}.title`)}
        rows={rows}
        loading={false}
        rowKey={(r) => r.id}
        empty={t(`soglie.${name}.empty`)}
        columns={columns}
      />
    </PageSection>
  );
}

/**
 * The EAQI bands, a row per pollutant headed by its name and the mean its bands are of (and `note`, what is said of
 * the row): the reader's words or the editor's inputs in the cells, a column per header; a card each on a phone.
 */
export function BandeTable({
  headers,
  cell,
  note,
}: {
  headers: readonly string[];
  cell: (inquinante: InquinanteEaqi, index: number) => ReactNode;
  note?: (inquinante: InquinanteEaqi) => ReactNode;
}) {
  const { t } = useTranslation('healthenv');
  const inquinanteName = useInquinanteName();
  return (
    <div className="table-responsive">
      <table className="table align-middle ui-stack-table">
        <caption className="visually-hidden">{t('soglie.bande.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('soglie.columns.inquinante')}</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EAQI.map((inquinante) => (
            <tr key={inquinante}>
              <th scope="row">
                {inquinanteName(inquinante)}
                <span className="d-block small fw-normal">
                  {t(`soglie.bande.media.${EAQI_MEDIE[inquinante]}`)}
                </span>
                {note?.(inquinante)}
              </th>
              {headers.map((header, index) => (
                <td key={header} data-label={header}>
                  {cell(inquinante, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
