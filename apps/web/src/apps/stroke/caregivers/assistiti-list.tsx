import type { Paziente } from '@halo/contract/stroke/pazienti';
import { Card, CardBody, CardTitle } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '../pazienti/pazienti.labels.tsx';
import { useProfiloLabels } from '../profilo/profilo.labels.ts';

/**
 * The people whose consent a caregiver holds, each a card whose name leads to their record
 * (/stroke/assistiti/{id}, which the server answers only while the consent is active).
 */
export function AssistitiList({ assistiti, empty }: { assistiti: readonly Paziente[]; empty: string }) {
  const { t } = useTranslation('stroke');
  const labels = useProfiloLabels();
  if (assistiti.length === 0) return <p>{empty}</p>;
  return (
    <ul className="row g-4 list-unstyled">
      {assistiti.map((p) => (
        <li key={p.id} className="col-12 col-md-6 col-lg-4">
          <Card shadow="sm" rounded className="h-100">
            <CardBody className="it-card-body">
              <CardTitle tag="h3" className="h5">
                <Link to={`/stroke/assistiti/${p.id}`}>{fullName(p)}</Link>
              </CardTitle>
              <dl className="mb-0">
                <dt className="small text-uppercase">{t('assisted.born')}</dt>
                <dd>
                  {labels.day(p.dataNascita)} ({labels.age(p.eta)})
                </dd>
                <dt className="small text-uppercase">{t('assisted.doctor')}</dt>
                <dd className="mb-0">{fullName(p.medico)}</dd>
              </dl>
            </CardBody>
          </Card>
        </li>
      ))}
    </ul>
  );
}
