import { applicationClients } from '@halo/contract';
import { Button, Card, CardBody, CardText, CardTitle } from 'design-react-kit';
import { Link } from 'react-router';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';

const sections = [
  {
    title: 'Campagne di prevenzione',
    text: 'Le campagne di prevenzione promosse dalle aziende sanitarie, con la possibilità di aderire.',
  },
  {
    title: 'Progetti',
    text: 'I progetti di promozione della salute proposti da enti e operatori sanitari.',
  },
  {
    title: 'Eventi',
    text: 'Gli eventi di prevenzione organizzati sul territorio.',
  },
  {
    title: 'Aziende sanitarie',
    text: 'Le aziende sanitarie registrate sul portale, con i loro distretti, dipartimenti e strutture.',
  },
  {
    title: 'Richieste e suggerimenti',
    text: "Richieste e suggerimenti per migliorare l'offerta di prevenzione.",
  },
  {
    title: 'Preferiti e attività',
    text: 'Le tematiche che ti interessano e le tue attività sul portale, dopo aver effettuato l’accesso.',
  },
] as const;

/** Public home of the prevention portal (/prosa): open to everyone, with the way in. */
export function ProsaHome() {
  const { session, signIn } = useAuth();
  useDocumentTitle(applicationClients.prosa);
  return (
    <>
      <section className="halo-prosa-hero bg-primary text-white py-5" aria-labelledby="prosa-title">
        <div className="container-xxl">
          <p className="text-uppercase fw-semibold mb-2">Prevenzione e promozione della salute</p>
          <h1 id="prosa-title" className="text-white">
            {applicationClients.prosa}
          </h1>
          <p className="lead text-white">
            Il portale dove cittadini, enti e operatori delle aziende sanitarie trovano e costruiscono insieme
            campagne, progetti ed eventi di prevenzione.
          </p>
          {session.logged ? (
            <Link className="btn btn-light" to="/apps">
              Le mie applicazioni
            </Link>
          ) : (
            <Button color="light" onClick={() => signIn('/apps')}>
              Accedi
            </Button>
          )}
        </div>
      </section>
      <section className="container-xxl py-5" aria-labelledby="prosa-contents">
        <h2 id="prosa-contents">Cosa trovi nel portale</h2>
        <div className="row g-4 mt-1">
          {sections.map((section) => (
            <div className="col-12 col-md-6 col-lg-4" key={section.title}>
              <Card shadow="sm" rounded className="h-100">
                <CardBody className="it-card-body">
                  <CardTitle tag="h3" className="h5">
                    {section.title}
                  </CardTitle>
                  <CardText className="it-card-text">{section.text}</CardText>
                </CardBody>
              </Card>
            </div>
          ))}
        </div>
      </section>
      <section className="container-xxl pb-5" aria-labelledby="prosa-audience">
        <h2 id="prosa-audience">A chi si rivolge</h2>
        <ul>
          <li>ai cittadini, che scelgono le tematiche di interesse e aderiscono alle iniziative;</li>
          <li>agli enti, che propongono progetti ed eventi;</li>
          <li>agli operatori e ai responsabili delle aziende sanitarie, che li gestiscono.</li>
        </ul>
      </section>
    </>
  );
}
