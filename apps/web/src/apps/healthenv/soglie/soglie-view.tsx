import { INQUINANTI } from '@halo/contract/healthenv';
import {
  BANDE_EAQI,
  EAQI_MEDIE,
  type Limite,
  type SogliaAllerta,
  type Soglie,
} from '@halo/contract/healthenv-analisi';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { useInquinanteName, useNumberFormat } from '../postazioni/postazioni.labels.tsx';
import { EAQI } from './soglie.values.ts';

/** The thresholds as everyone reads them: one section per part of the configuration, the values in words. */
export function SoglieView({ soglie }: { soglie: Soglie }) {
  const { t } = useTranslation('healthenv');
  const number = useNumberFormat();
  const inquinanteName = useInquinanteName();
  const withUnit = (value: number, inquinante: keyof typeof INQUINANTI) =>
    `${number(value)} ${INQUINANTI[inquinante].unita}`;

  const limiti: Column<Limite>[] = [
    { key: 'inquinante', header: t('soglie.columns.inquinante'), cell: (l) => inquinanteName(l.inquinante) },
    {
      key: 'indicatore',
      header: t('soglie.columns.indicatore'),
      cell: (l) => t(`common.indicatore.${l.indicatore}`),
    },
    {
      key: 'soglia',
      header: t('soglie.columns.soglia'),
      className: 'text-end',
      cell: (l) => withUnit(l.soglia, l.inquinante),
    },
    {
      key: 'consentiti',
      header: t('soglie.columns.consentiti'),
      className: 'text-end',
      cell: (l) => (l.consentiti === null ? t('soglie.nessuno') : number(l.consentiti)),
    },
    { key: 'norma', header: t('soglie.columns.norma'), cell: (l) => t(`common.norma.${l.norma}`) },
    { key: 'tipo', header: t('soglie.columns.tipo'), cell: (l) => t(`common.tipoLimite.${l.tipo}`) },
    {
      key: 'daVerificare',
      header: t('soglie.columns.daVerificare'),
      cell: (l) => (l.daVerificare ? t('common.daVerificare') : t('soglie.verificato')),
    },
  ];

  const allerte: Column<SogliaAllerta>[] = [
    { key: 'inquinante', header: t('soglie.columns.inquinante'), cell: (a) => inquinanteName(a.inquinante) },
    {
      key: 'indicatore',
      header: t('soglie.columns.indicatore'),
      cell: (a) => t(`common.indicatore.${a.indicatore}`),
    },
    {
      key: 'soglia',
      header: t('soglie.columns.soglia'),
      className: 'text-end',
      cell: (a) => withUnit(a.soglia, a.inquinante),
    },
    {
      key: 'consecutivi',
      header: t('soglie.columns.consecutivi'),
      className: 'text-end',
      cell: (a) =>
        a.indicatore === 'media oraria'
          ? t('soglie.ore', { count: a.consecutivi })
          : t('soglie.giorni', { count: a.consecutivi }),
    },
    { key: 'livello', header: t('soglie.columns.livello'), cell: (a) => t(`common.livello.${a.livello}`) },
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
      <PageSection title={t('soglie.limiti.title')}>
        <p>{t('soglie.limiti.intro')}</p>
        <DataTable<Limite>
          caption={t('soglie.limiti.title')}
          rows={soglie.limiti}
          loading={false}
          rowKey={(l) => l.id}
          empty={t('soglie.limiti.empty')}
          columns={limiti}
        />
      </PageSection>
      <PageSection title={t('soglie.bande.title')}>
        <p>{t('soglie.bande.intro')}</p>
        <div className="table-responsive">
          <table className="table align-middle ui-stack-table">
            <caption className="visually-hidden">{t('soglie.bande.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('soglie.columns.inquinante')}</th>
                {BANDE_EAQI.map((banda) => (
                  <th key={banda} scope="col">
                    {t(`common.banda.${banda}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {EAQI.map((inquinante) => {
                const edges = soglie.bandeEaqi[inquinante];
                return (
                  <tr key={inquinante}>
                    <th scope="row">
                      {inquinanteName(inquinante)}
                      <span className="d-block small fw-normal">
                        {t(`soglie.bande.media.${EAQI_MEDIE[inquinante]}`)}
                      </span>
                    </th>
                    {BANDE_EAQI.map((banda, index) => {
                      const low = edges[index - 1];
                      const high = edges[index];
                      const unita = INQUINANTI[inquinante].unita;
                      return (
                        <td key={banda} data-label={t(`common.banda.${banda}`)}>
                          {low === undefined
                            ? t('soglie.bande.finoA', { high: number(high ?? 0), unita })
                            : high === undefined
                              ? t('soglie.bande.oltre', { low: number(low), unita })
                              : t('soglie.bande.daA', { low: number(low), high: number(high), unita })}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </PageSection>
      <PageSection title={t('soglie.allerte.title')}>
        <p>{t('soglie.allerte.intro')}</p>
        <DataTable<SogliaAllerta>
          caption={t('soglie.allerte.title')}
          rows={soglie.allerte}
          loading={false}
          rowKey={(a) => a.id}
          empty={t('soglie.allerte.empty')}
          columns={allerte}
        />
      </PageSection>
      <PageSection title={t('soglie.silenzio.title')}>
        <p>{t('soglie.silenzio.intro')}</p>
        <Facts items={[[t('soglie.silenzio.ore'), t('soglie.ore', { count: soglie.silenzioOre })]]} />
      </PageSection>
    </>
  );
}
