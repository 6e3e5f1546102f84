/** Texts of the SPA's 'healthenv' namespace in Italian, the reference language. */
const healthenv = {
  home: {
    description: 'Qui si troverà il riepilogo del monitoraggio ambientale: postazioni e rilevazioni.',
  },
  monitoring: {
    title: 'Monitoraggi',
    description: 'Qui si registreranno e consulteranno le rilevazioni delle postazioni.',
  },
  stations: {
    title: 'Postazioni di monitoraggio',
    description: 'Qui si gestiranno le postazioni di monitoraggio ambientale.',
  },
} as const;

export default healthenv;
