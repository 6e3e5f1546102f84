import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumbs } from '../../../lib/ui/breadcrumbs.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { LoadingState, NotFoundState } from '../../../lib/ui/states.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { structuresPaths } from '../structures.paths.ts';
import { useStruttura } from '../structures.queries.ts';

/** One facility (/strutture/elenco/:id): its codes and type, its comune and ASL, its hospital sites. */
export function StrutturaDettaglio() {
  const { t } = useTranslation('structures');
  const { id } = useParams();
  const numericId = id && /^\d+$/.test(id) ? Number(id) : null;
  const struttura = useStruttura(numericId);
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const back =
    typeof from === 'string' && from.startsWith(structuresPaths.elenco) ? from : structuresPaths.elenco;
  const data = struttura.data ?? null;
  useDocumentTitle(data?.denominazione ?? t('dettaglio.title'));

  const trail = [
    { label: t('common.title'), to: structuresPaths.home },
    { label: t('common.list'), to: back },
    { label: data?.denominazione ?? t('common.struttura') },
  ];

  return (
    <div className="container-xxl py-4">
      <Breadcrumbs trail={trail} />
      {numericId === null || (!struttura.isPending && !data) ? (
        <NotFoundState title={t('dettaglio.notFound')} back={back} backLabel={t('dettaglio.back')} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <>
          <h1>{data.denominazione}</h1>
          <Facts
            items={[
              [t('dettaglio.codiceStruttura'), data.codiceStruttura],
              [t('common.tipologia'), `${data.tipologia.descrizione} (${data.tipologia.codice})`],
              [t('dettaglio.naturaGiuridica'), data.naturaGiuridica],
              [t('dettaglio.codiceRegione'), data.codiceRegione],
              [t('dettaglio.codiceAzienda'), data.codiceAzienda],
            ]}
          />
          <section aria-labelledby="struttura-territorio" className="mb-5">
            <h2 id="struttura-territorio" className="h4">
              {t('dettaglio.territorio')}
            </h2>
            <Facts
              items={[
                [
                  t('dettaglio.comune'),
                  data.comune
                    ? `${data.comune.denominazione} (${data.comune.siglaProvincia})`
                    : data.codiceComune,
                ],
                [t('dettaglio.codiceComune'), data.codiceComune],
                [
                  t('common.aziendaSanitaria'),
                  data.asl ? `${data.asl.denominazioneAzienda} (${data.asl.codiceAsl})` : data.codiceAsl,
                ],
                [t('dettaglio.sedeAzienda'), data.asl?.indirizzo],
              ]}
            />
          </section>
          <section aria-labelledby="struttura-presidi" className="mb-5">
            <h2 id="struttura-presidi" className="h4">
              {t('dettaglio.presidi')}
            </h2>
            {data.presidi.length === 0 ? (
              <p>{t('dettaglio.noPresidi')}</p>
            ) : (
              <div className="table-responsive">
                <table className="table" aria-labelledby="struttura-presidi">
                  <thead>
                    <tr>
                      <th scope="col">{t('dettaglio.presidio')}</th>
                      <th scope="col">{t('common.codice')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.presidi.map((p) => (
                      <tr key={p.id}>
                        <td>{p.denominazione}</td>
                        <td>{p.codicePresidio}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <p>
            <Link to={back}>{t('dettaglio.back')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
