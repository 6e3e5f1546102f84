import { applicationClients } from '@halo/contract';
import { prosaRoles } from '@halo/contract/prosa';
import { Button, Card, CardBody, CardText, CardTitle } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { useOptionalProsaProfile } from '../account/prosa-profile.tsx';
import { FindAsl } from '../components/find-asl.tsx';
import { ThemeTree } from '../components/theme-tree.tsx';
import { ForYou } from '../eventi/for-you.tsx';
import { HomeActivity } from '../eventi/home-activity.tsx';

/** The portal's contents, each with its title and text under `home.sections.<id>`. */
const sections = ['campaigns', 'projects', 'events', 'healthAuthorities', 'requests', 'favourites'] as const;

/**
 * Public home of the prevention portal (/prosa): open to everyone, with the way in, the running campaigns, the
 * upcoming events and the projects, the health themes and «trova la tua ASL»; a signed-in citizen finds first what
 * was chosen for them («Per te»).
 */
export function ProsaHome() {
  const { t } = useTranslation('prosa');
  const { session, signIn } = useAuth();
  const citizen = useOptionalProsaProfile()?.role === prosaRoles.cittadino;
  useDocumentTitle(applicationClients.prosa);
  return (
    <>
      <section className="halo-prosa-hero bg-primary text-white py-5" aria-labelledby="prosa-title">
        <div className="container-xxl">
          <p className="text-uppercase fw-semibold mb-2">{t('home.kicker')}</p>
          <h1 id="prosa-title" className="text-white">
            {applicationClients.prosa}
          </h1>
          <p className="lead text-white">{t('home.lead')}</p>
          {session.logged ? (
            <Link className="btn btn-light" to="/apps">
              {t('home.myApplications')}
            </Link>
          ) : (
            <div className="d-flex flex-wrap gap-2">
              <Button color="light" onClick={() => signIn('/apps')}>
                {t('home.signIn')}
              </Button>
              <Link className="btn btn-outline-light" to="/prosa/registrazione">
                {t('home.register')}
              </Link>
            </div>
          )}
        </div>
      </section>
      {citizen ? <ForYou /> : null}
      <div className={citizen ? undefined : 'pt-5'}>
        <HomeActivity />
      </div>
      <section className="container-xxl py-5" aria-labelledby="prosa-contents">
        <h2 id="prosa-contents">{t('home.contents')}</h2>
        <div className="row g-4 mt-1">
          {sections.map((section) => (
            <div className="col-12 col-md-6 col-lg-4" key={section}>
              <Card shadow="sm" rounded className="h-100">
                <CardBody className="it-card-body">
                  <CardTitle tag="h3" className="h5">
                    {t(`home.sections.${section}.title`)}
                  </CardTitle>
                  <CardText className="it-card-text">{t(`home.sections.${section}.text`)}</CardText>
                </CardBody>
              </Card>
            </div>
          ))}
        </div>
      </section>
      <ThemeTree />
      <FindAsl />
      <section className="container-xxl pb-5" aria-labelledby="prosa-audience">
        <h2 id="prosa-audience">{t('home.audience.title')}</h2>
        <ul>
          <li>{t('home.audience.citizens')}</li>
          <li>{t('home.audience.organisations')}</li>
          <li>{t('home.audience.staff')}</li>
        </ul>
      </section>
    </>
  );
}
