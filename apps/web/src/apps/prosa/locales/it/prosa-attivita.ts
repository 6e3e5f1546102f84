/** Texts of the SPA's 'prosaAttivita' namespace in Italian: the portal's activities (projects, campaigns, …). */
const prosaAttivita = {
  projects: {
    title: 'Progetti',
  },
};

export default prosaAttivita;
