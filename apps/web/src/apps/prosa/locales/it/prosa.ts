/** Texts of the SPA's 'prosa' namespace in Italian, the reference language. */
const prosa = {
  home: {
    kicker: 'Prevenzione e promozione della salute',
    lead: 'Il portale dove cittadini, enti e operatori delle aziende sanitarie trovano e costruiscono insieme campagne, progetti ed eventi di prevenzione.',
    myApplications: 'Le mie applicazioni',
    signIn: 'Accedi',
    contents: 'Cosa trovi nel portale',
    sections: {
      campaigns: {
        title: 'Campagne di prevenzione',
        text: 'Le campagne di prevenzione promosse dalle aziende sanitarie, con la possibilità di aderire.',
      },
      projects: {
        title: 'Progetti',
        text: 'I progetti di promozione della salute proposti da enti e operatori sanitari.',
      },
      events: {
        title: 'Eventi',
        text: 'Gli eventi di prevenzione organizzati sul territorio.',
      },
      healthAuthorities: {
        title: 'Aziende sanitarie',
        text: 'Le aziende sanitarie registrate sul portale, con i loro distretti, dipartimenti e strutture.',
      },
      requests: {
        title: 'Richieste e suggerimenti',
        text: "Richieste e suggerimenti per migliorare l'offerta di prevenzione.",
      },
      favourites: {
        title: 'Preferiti e attività',
        text: 'Le tematiche che ti interessano e le tue attività sul portale, dopo aver effettuato l’accesso.',
      },
    },
    audience: {
      title: 'A chi si rivolge',
      citizens: 'ai cittadini, che scelgono le tematiche di interesse e aderiscono alle iniziative;',
      organisations: 'agli enti, che propongono progetti ed eventi;',
      staff: 'agli operatori e ai responsabili delle aziende sanitarie, che li gestiscono.',
    },
  },
  asl: {
    title: 'Aziende sanitarie registrate',
    description:
      'Qui si consulteranno le aziende sanitarie registrate, con distretti, dipartimenti e strutture.',
  },
  activities: {
    title: 'Le mie attività',
    description: 'Qui si troveranno le proprie adesioni, richieste e attività sul portale.',
  },
  campaigns: {
    title: 'Campagne di prevenzione',
    description: 'Qui si consulteranno e gestiranno le campagne di prevenzione e le adesioni.',
  },
  events: {
    title: 'Eventi',
    description: 'Qui si consulteranno gli eventi di prevenzione sul territorio.',
  },
  favourites: {
    title: 'Preferiti',
    description: 'Qui si troveranno le tematiche preferite e i contenuti salvati.',
  },
  projects: {
    title: 'Progetti',
    description: 'Qui si consulteranno e proporranno i progetti di promozione della salute.',
  },
  requests: {
    title: 'Richieste',
    description: 'Qui si gestiranno le richieste e il loro stato.',
  },
  suggestions: {
    title: 'Suggerimenti',
    description: 'Qui si raccoglieranno e consulteranno i suggerimenti.',
  },
} as const;

export default prosa;
