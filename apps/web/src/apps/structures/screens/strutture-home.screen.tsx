import { Card, CardBody, CardText, CardTitle } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { elencoHref, structuresPaths } from '../structures.paths.ts';
import { useStrutture, useTipologie } from '../structures.queries.ts';

/** Entry of the structures application: how many facilities of each type, each a way into the list. */
export function StruttureHome() {
  const { t } = useTranslation('structures');
  useDocumentTitle(t('common.title'));
  const tipologie = useTipologie();
  const strutture = useStrutture({});
  const counts = new Map<string, number>();
  for (const s of strutture.data ?? []) {
    counts.set(s.tipologia.codice, (counts.get(s.tipologia.codice) ?? 0) + 1);
  }
  const total = strutture.data?.length;
  return (
    <div className="container-xxl py-4">
      <h1>{t('common.title')}</h1>
      <p className="lead">
        {total === undefined
          ? t('home.lead')
          : t('home.leadWithTotal', { total: total.toLocaleString('it-IT') })}
      </p>
      <p>
        <Link className="btn btn-primary" to={structuresPaths.elenco}>
          {t('home.goToList')}
        </Link>
      </p>
      <section aria-labelledby="strutture-tipologie" className="mt-5">
        <h2 id="strutture-tipologie" className="h4">
          {t('home.tipologie')}
        </h2>
        <ul className="row g-4 list-unstyled mt-1">
          {(tipologie.data ?? []).map((tipologia) => (
            <li key={tipologia.codice} className="col-12 col-md-6 col-lg-4">
              <Card shadow="sm" rounded className="h-100">
                <CardBody className="it-card-body">
                  <CardTitle tag="h3" className="h5">
                    <Link to={elencoHref({ tipologia: tipologia.codice })}>{tipologia.descrizione}</Link>
                  </CardTitle>
                  <CardText className="it-card-text">
                    {strutture.data
                      ? t('home.count', { count: counts.get(tipologia.codice) ?? 0 })
                      : t('home.counting')}
                  </CardText>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
