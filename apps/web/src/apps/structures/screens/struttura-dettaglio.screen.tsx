import { Link, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { Facts } from '../../regional/components/comune-detail.tsx';
import { HierarchyBreadcrumb } from '../../regional/components/hierarchy-breadcrumb.tsx';
import { useStruttura } from '../structures.api.ts';
import { structuresPaths } from '../structures.paths.ts';

/** One facility (/strutture/elenco/:id): its codes and type, its comune and ASL, its hospital sites. */
export function StrutturaDettaglio() {
  const { id } = useParams();
  const numericId = id && /^\d+$/.test(id) ? Number(id) : null;
  const struttura = useStruttura(numericId);
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const back =
    typeof from === 'string' && from.startsWith(structuresPaths.elenco) ? from : structuresPaths.elenco;
  const data = struttura.data ?? null;
  useDocumentTitle(data?.denominazione ?? 'Dettaglio della struttura');

  const trail = [
    { label: 'Strutture', to: structuresPaths.home },
    { label: 'Elenco', to: back },
    { label: data?.denominazione ?? 'Struttura' },
  ];

  return (
    <div className="container-xxl py-4">
      <HierarchyBreadcrumb trail={trail} />
      {numericId === null || (!struttura.isPending && !data) ? (
        <>
          <h1>Struttura non trovata</h1>
          <p>
            <Link to={back}>Torna all'elenco delle strutture</Link>
          </p>
        </>
      ) : !data ? (
        <p>Caricamento…</p>
      ) : (
        <>
          <h1>{data.denominazione}</h1>
          <Facts
            items={[
              ['Codice struttura', data.codiceStruttura],
              ['Tipologia', `${data.tipologia.descrizione} (${data.tipologia.codice})`],
              ['Natura giuridica', data.naturaGiuridica],
              ['Codice regione', data.codiceRegione],
              ['Codice azienda di gestione', data.codiceAzienda],
            ]}
          />
          <section aria-labelledby="struttura-territorio" className="mb-5">
            <h2 id="struttura-territorio" className="h4">
              Territorio
            </h2>
            <Facts
              items={[
                [
                  'Comune',
                  data.comune
                    ? `${data.comune.denominazione} (${data.comune.siglaProvincia})`
                    : data.codiceComune,
                ],
                ['Codice ISTAT del comune', data.codiceComune],
                [
                  'Azienda sanitaria',
                  data.asl ? `${data.asl.denominazioneAzienda} (${data.asl.codiceAsl})` : data.codiceAsl,
                ],
                ['Sede dell’azienda', data.asl?.indirizzo],
              ]}
            />
          </section>
          <section aria-labelledby="struttura-presidi" className="mb-5">
            <h2 id="struttura-presidi" className="h4">
              Stabilimenti ospedalieri
            </h2>
            {data.presidi.length === 0 ? (
              <p>Nessuno stabilimento registrato per questa struttura.</p>
            ) : (
              <div className="table-responsive">
                <table className="table" aria-labelledby="struttura-presidi">
                  <thead>
                    <tr>
                      <th scope="col">Stabilimento</th>
                      <th scope="col">Codice</th>
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
            <Link to={back}>Torna all'elenco delle strutture</Link>
          </p>
        </>
      )}
    </div>
  );
}
