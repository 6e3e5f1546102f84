import { prosaRoutes as contract } from '@halo/contract/prosa';
import { prosaCampagneRoutes as campaigns } from '@halo/contract/prosa-campagne';
import { prosaEventiRoutes as events } from '@halo/contract/prosa-eventi';
import { prosaFeedRoutes as feedRoutes } from '@halo/contract/prosa-feed';
import { prosaPreferitiRoutes as favourites } from '@halo/contract/prosa-preferiti';
import { prosaProfileRoutes as people } from '@halo/contract/prosa-profiles';
import { prosaProgettiRoutes as projects } from '@halo/contract/prosa-progetti';
import { CHALLENGE_HEADER, prosaRegistrationRoutes as registration } from '@halo/contract/prosa-registration';
import { prosaReportRoutes as reports } from '@halo/contract/prosa-report';
import { prosaRichiesteRoutes as requests } from '@halo/contract/prosa-richieste';
import { prosaSuggerimentiRoutes as suggestions } from '@halo/contract/prosa-suggerimenti';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { principalOf, writeContext } from '../../http/write-context.ts';
import type { CampagneService } from './prosa.campagne.service.ts';
import type { EventiService } from './prosa.eventi.service.ts';
import type { FeedService } from './prosa.feed.service.ts';
import type { PreferitiService } from './prosa.preferiti.service.ts';
import type { ProfilesService } from './prosa.profiles.service.ts';
import type { ProgettiService } from './prosa.progetti.service.ts';
import type { RegistrationService } from './prosa.registration.service.ts';
import type { ReportService } from './prosa.report.service.ts';
import type { RichiesteService } from './prosa.richieste.service.ts';
import { ORGANISATION_TABLES, type ProsaService } from './prosa.service.ts';
import type { SuggerimentiService } from './prosa.suggerimenti.service.ts';

export async function prosaRoutes(
  app: FastifyInstance,
  deps: {
    service: ProsaService;
    profiles: ProfilesService;
    registrations: RegistrationService;
    progetti: ProgettiService;
    campagne: CampagneService;
    richieste: RichiesteService;
    suggerimenti: SuggerimentiService;
    preferiti: PreferitiService;
    eventi: EventiService;
    feed: FeedService;
    report: ReportService;
  },
) {
  const {
    service,
    profiles,
    registrations,
    progetti,
    campagne,
    richieste,
    suggerimenti,
    preferiti,
    eventi,
    feed,
    report,
  } = deps;

  route(app, contract.tematiche, async () => service.tematiche());
  route(app, contract.subtematiche, async (request) => service.subtematiche(request.query.idPadre));
  route(app, contract.aziendaPubblica, async (request) => service.aziendaPerCodice(request.params.codiceAsl));
  route(app, contract.tipologieOperatore, async () => service.tipologie());
  route(app, contract.livelli, async () => service.livelli());

  route(app, contract.aziende, async (request) => service.listAziende(request.query));
  route(app, contract.azienda, async (request) => service.azienda(request.params.id));
  route(app, contract.candidati, async (request) =>
    service.candidati(request.params.id, writeContext(request)),
  );
  route(app, contract.aggiungiAzienda, async (request, reply) => {
    reply.status(201);
    return service.aggiungiAzienda(request.body.codiceAsl, writeContext(request));
  });
  route(app, contract.rimuoviAzienda, async (request) =>
    service.rimuoviAzienda(request.params.id, writeContext(request)),
  );

  route(app, contract.aggiungiDipartimento, async (request, reply) => {
    reply.status(201);
    return service.aggiungi(
      'dipartimento',
      request.body.aslId,
      request.body.dipartimentoId,
      writeContext(request),
    );
  });
  route(app, contract.rimuoviDipartimento, async (request) =>
    service.rimuovi('dipartimento', request.params.id, writeContext(request)),
  );
  route(app, contract.aggiungiDistretto, async (request, reply) => {
    reply.status(201);
    return service.aggiungi('distretto', request.body.aslId, request.body.distrettoId, writeContext(request));
  });
  route(app, contract.rimuoviDistretto, async (request) =>
    service.rimuovi('distretto', request.params.id, writeContext(request)),
  );
  route(app, contract.struttureAderenti, async (request) => service.strutture(request.query.asl));
  route(app, contract.aggiungiStruttura, async (request, reply) => {
    reply.status(201);
    return service.aggiungi('struttura', request.body.aslId, request.body.strutturaId, writeContext(request));
  });
  route(app, contract.rimuoviStruttura, async (request) =>
    service.rimuovi('struttura', request.params.id, writeContext(request)),
  );

  route(app, people.operatore, async (request) =>
    profiles.operatore(principalOf(request), request.params.id),
  );
  route(app, people.responsabile, async (request) =>
    profiles.responsabile(principalOf(request), request.params.id),
  );
  route(app, people.ente, async (request) => profiles.ente(principalOf(request), request.params.id));
  route(app, people.cittadino, async (request) =>
    profiles.cittadino(principalOf(request), request.params.id),
  );
  route(app, people.preferenzeCittadino, async (request) =>
    profiles.preferenze(principalOf(request), request.body, writeContext(request)),
  );
  route(app, people.operatori, async (request) => profiles.listOperatori(request.query));
  route(app, people.creaOperatore, async (request, reply) => {
    reply.status(201);
    return profiles.creaOperatore(request.body, writeContext(request));
  });
  route(app, people.aggiornaOperatore, async (request) =>
    profiles.aggiornaOperatore(request.body, writeContext(request)),
  );

  // Registration: a few attempts per address and hour are plenty for people, and little for a robot.
  const abuse = { rateLimit: { max: 10, timeWindow: '1 hour' } };
  route(app, registration.sfidaRegistrazione, async () => registrations.challenge(), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });
  route(
    app,
    registration.registraCittadino,
    async (request, reply) => {
      const answer = await registrations.registraCittadino(
        request.body,
        request.headers[CHALLENGE_HEADER],
        writeContext(request),
      );
      reply.status(201);
      return answer;
    },
    abuse,
  );
  route(
    app,
    registration.registraEnte,
    async (request, reply) => {
      const answer = await registrations.registraEnte(
        request.body,
        request.headers[CHALLENGE_HEADER],
        writeContext(request),
      );
      reply.status(201);
      return answer;
    },
    abuse,
  );
  route(
    app,
    registration.confermaRegistrazione,
    async (request) => registrations.conferma(request.body.codice, writeContext(request)),
    abuse,
  );

  route(app, projects.progetti, async (request) => progetti.search(principalOf(request), request.query));
  route(
    app,
    projects.progettiPerPercorso,
    async (request) => progetti.search(principalOf(request), request.query),
    {
      queryInPath: 'query',
    },
  );
  // The same for every anonymous reader: kept per address until a project or what it names changes (ADR 0032).
  route(app, projects.progettiPubblici, async (request) => progetti.search(null, { ...request.query }), {
    reference: {
      tables: ['prosa.progetti', 'prosa.interventi', 'prosa.tematiche', ...ORGANISATION_TABLES],
    },
  });
  route(app, projects.progetto, async (request) => progetti.get(principalOf(request), request.params.id));
  route(app, projects.aggiungiProgetto, async (request, reply) => {
    const created = await progetti.create(principalOf(request), request.body, writeContext(request));
    reply.status(201);
    return created;
  });
  route(app, projects.aggiornaProgetto, async (request) =>
    progetti.update(principalOf(request), request.body, writeContext(request)),
  );
  route(app, projects.statoProgetto, async (request) =>
    progetti.setStato(principalOf(request), request.body, writeContext(request)),
  );
  route(app, projects.aggiungiIntervento, async (request, reply) => {
    const updated = await progetti.addIntervento(
      principalOf(request),
      request.params.id,
      request.body,
      writeContext(request),
    );
    reply.status(201);
    return updated;
  });
  route(app, projects.rimuoviIntervento, async (request) =>
    progetti.removeIntervento(
      principalOf(request),
      request.params.id,
      request.params.interventoId,
      writeContext(request),
    ),
  );

  route(app, campaigns.campagne, async (request) => campagne.search(principalOf(request), request.query));
  route(app, campaigns.campagnePubbliche, async (request) => campagne.search(null, { ...request.query }));
  route(app, campaigns.campagna, async (request) => campagne.get(principalOf(request), request.params.id));
  route(app, campaigns.aggiungiCampagna, async (request, reply) => {
    reply.status(201);
    return campagne.create(principalOf(request), request.body, writeContext(request));
  });
  route(app, campaigns.aggiornaCampagna, async (request) =>
    campagne.update(principalOf(request), request.body, writeContext(request)),
  );
  route(app, campaigns.statoCampagna, async (request) =>
    campagne.setStato(principalOf(request), request.body, writeContext(request)),
  );
  route(app, campaigns.aderisci, async (request, reply) => {
    reply.status(201);
    return campagne.aderisci(principalOf(request), request.body.campagnaId, writeContext(request));
  });
  route(app, campaigns.ritiraAdesione, async (request) =>
    campagne.ritira(principalOf(request), request.body.id, writeContext(request)),
  );
  route(app, campaigns.mieAdesioni, async (request) => campagne.mie(principalOf(request)));

  route(app, requests.richieste, async (request) => richieste.search(principalOf(request), request.query));
  route(app, requests.conteggiRichieste, async (request) =>
    richieste.conteggi(principalOf(request), request.query),
  );
  route(app, requests.richiesta, async (request) => richieste.get(principalOf(request), request.params.id));
  route(app, requests.inviaRichiesta, async (request, reply) => {
    reply.status(201);
    return richieste.create(principalOf(request), request.body, writeContext(request));
  });
  route(app, requests.aggiornaRichiesta, async (request) =>
    richieste.update(principalOf(request), request.body, writeContext(request)),
  );

  route(app, suggestions.suggerimenti, async (request) =>
    suggerimenti.search(principalOf(request), request.query),
  );
  route(
    app,
    suggestions.suggerimentiPerPercorso,
    async (request) => suggerimenti.search(principalOf(request), request.query),
    { queryInPath: 'query' },
  );
  route(app, suggestions.suggerimento, async (request) =>
    suggerimenti.get(principalOf(request), request.params.id),
  );
  route(app, suggestions.inviaSuggerimento, async (request, reply) => {
    reply.status(201);
    return suggerimenti.create(principalOf(request), request.body, writeContext(request));
  });
  route(app, suggestions.rispondi, async (request) =>
    suggerimenti.rispondi(principalOf(request), request.body, writeContext(request)),
  );

  route(app, favourites.preferiti, async (request) => preferiti.list(principalOf(request)));
  route(app, favourites.aggiungiPreferito, async (request, reply) => {
    reply.status(201);
    return preferiti.add(principalOf(request), request.body.tipo, request.body.id);
  });
  route(app, favourites.togliPreferito, async (request) =>
    preferiti.remove(principalOf(request), request.params.tipo, request.params.id),
  );

  route(app, events.eventiProsa, async (request) => eventi.search(principalOf(request), request.query));
  route(app, events.eventiProsaPubblici, async (request) => eventi.search(null, request.query));
  route(app, events.eventoProsa, async (request) => eventi.get(principalOf(request), request.params.id));
  route(app, events.aggiungiEventoProsa, async (request, reply) => {
    reply.status(201);
    return eventi.create(principalOf(request), request.body, writeContext(request));
  });
  route(app, events.aggiornaEventoProsa, async (request) =>
    eventi.update(principalOf(request), request.body, writeContext(request)),
  );
  route(app, events.eliminaEventoProsa, async (request) =>
    eventi.remove(
      principalOf(request),
      request.params.id,
      request.query.annullaPrenotazioni,
      writeContext(request),
    ),
  );

  route(app, feedRoutes.feedCittadino, async (request) => feed.feed(principalOf(request)));
  route(app, reports.report, async (request) => report.report(principalOf(request), request.query));
}
