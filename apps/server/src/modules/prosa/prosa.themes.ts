/**
 * The health themes of the portal and their sub-themes (SOURCES.md): the areas of the national prevention plan
 * (Piano Nazionale della Prevenzione 2020–2025, macro-obiettivi MO1–MO6 and programmi predefiniti PP1–PP10) as
 * health-promotion databases such as DoRS's Pro.Sa. classify projects by "tema di salute". Codes are stable: the
 * seed adds what is missing at every start and never renames what an administrator may have changed.
 */
export interface ThemeSeed {
  codice: string;
  nome: string;
  descrizione: string;
  sottotematiche: { codice: string; nome: string }[];
}

export const themes: ThemeSeed[] = [
  {
    codice: 'ALIMENTAZIONE',
    nome: 'Alimentazione',
    descrizione: 'Sana alimentazione in ogni età della vita (PNP, MO1)',
    sottotematiche: [
      { codice: 'ALIMENTAZIONE_SANA', nome: 'Sana alimentazione' },
      { codice: 'ALIMENTAZIONE_PESO', nome: 'Sovrappeso e obesità' },
      { codice: 'ALIMENTAZIONE_ALLATTAMENTO', nome: 'Allattamento al seno' },
      { codice: 'ALIMENTAZIONE_SALE', nome: 'Riduzione del consumo di sale' },
      { codice: 'ALIMENTAZIONE_SICUREZZA', nome: 'Sicurezza alimentare' },
    ],
  },
  {
    codice: 'ATTIVITA_FISICA',
    nome: 'Attività fisica',
    descrizione: 'Movimento e contrasto della sedentarietà (PNP, MO1 e PP2 Comunità attive)',
    sottotematiche: [
      { codice: 'ATTIVITA_FISICA_QUOTIDIANA', nome: 'Movimento nella vita quotidiana' },
      { codice: 'ATTIVITA_FISICA_SEDENTARIETA', nome: 'Sedentarietà' },
      { codice: 'ATTIVITA_FISICA_ADATTATA', nome: 'Attività fisica adattata' },
      { codice: 'ATTIVITA_FISICA_CAMMINO', nome: 'Gruppi di cammino' },
    ],
  },
  {
    codice: 'FUMO',
    nome: 'Fumo di tabacco',
    descrizione: 'Prevenzione e cessazione del fumo (PNP, MO1)',
    sottotematiche: [
      { codice: 'FUMO_INIZIAZIONE', nome: "Prevenzione dell'iniziazione" },
      { codice: 'FUMO_CESSAZIONE', nome: 'Disassuefazione dal fumo' },
      { codice: 'FUMO_AMBIENTI', nome: 'Ambienti liberi dal fumo' },
      { codice: 'FUMO_NUOVI_PRODOTTI', nome: 'Sigarette elettroniche e tabacco riscaldato' },
    ],
  },
  {
    codice: 'ALCOL',
    nome: 'Alcol',
    descrizione: 'Consumo di alcol a rischio (PNP, MO1 e MO2)',
    sottotematiche: [
      { codice: 'ALCOL_RISCHIO', nome: 'Consumo a rischio' },
      { codice: 'ALCOL_GUIDA', nome: 'Alcol e guida' },
      { codice: 'ALCOL_GRAVIDANZA', nome: 'Alcol in gravidanza' },
      { codice: 'ALCOL_GIOVANI', nome: 'Giovani e alcol' },
    ],
  },
  {
    codice: 'DIPENDENZE',
    nome: 'Dipendenze',
    descrizione: 'Dipendenze e problemi correlati (PNP, MO2 e PP4)',
    sottotematiche: [
      { codice: 'DIPENDENZE_SOSTANZE', nome: 'Sostanze psicoattive' },
      { codice: 'DIPENDENZE_AZZARDO', nome: "Gioco d'azzardo" },
      { codice: 'DIPENDENZE_DIGITALI', nome: 'Internet e videogiochi' },
      { codice: 'DIPENDENZE_FARMACI', nome: 'Uso improprio di farmaci' },
    ],
  },
  {
    codice: 'SALUTE_MENTALE',
    nome: 'Salute mentale e benessere',
    descrizione: 'Benessere psicologico e competenze per la vita (PNP, MO1)',
    sottotematiche: [
      { codice: 'SALUTE_MENTALE_BENESSERE', nome: 'Benessere psicologico' },
      { codice: 'SALUTE_MENTALE_LIFE_SKILLS', nome: 'Competenze per la vita (life skills)' },
      { codice: 'SALUTE_MENTALE_GIOVANI', nome: 'Disagio giovanile' },
      { codice: 'SALUTE_MENTALE_STRESS', nome: 'Stress lavoro-correlato' },
    ],
  },
  {
    codice: 'VACCINAZIONI',
    nome: 'Vaccinazioni',
    descrizione: 'Malattie infettive prevenibili con i vaccini (PNP, MO6)',
    sottotematiche: [
      { codice: 'VACCINAZIONI_INFANZIA', nome: "Vaccinazioni dell'infanzia e dell'adolescenza" },
      { codice: 'VACCINAZIONI_ADULTO', nome: "Vaccinazioni dell'adulto e dell'anziano" },
      { codice: 'VACCINAZIONI_INFLUENZA', nome: 'Vaccinazione antinfluenzale' },
      { codice: 'VACCINAZIONI_GRAVIDANZA', nome: 'Vaccinazioni in gravidanza' },
    ],
  },
  {
    codice: 'SCREENING',
    nome: 'Screening oncologici',
    descrizione: 'I tre screening oncologici organizzati (PNP, MO1)',
    sottotematiche: [
      { codice: 'SCREENING_MAMMELLA', nome: 'Screening mammografico' },
      { codice: 'SCREENING_CERVICE', nome: 'Screening della cervice uterina (HPV e Pap test)' },
      { codice: 'SCREENING_COLON', nome: 'Screening del colon-retto' },
    ],
  },
  {
    codice: 'SICUREZZA',
    nome: 'Sicurezza stradale e domestica',
    descrizione: 'Incidenti stradali e domestici (PNP, MO3 e PP5)',
    sottotematiche: [
      { codice: 'SICUREZZA_STRADALE', nome: 'Incidenti stradali' },
      { codice: 'SICUREZZA_DOMESTICA', nome: 'Incidenti domestici' },
      { codice: 'SICUREZZA_BAMBINI', nome: 'Sicurezza dei bambini' },
      { codice: 'SICUREZZA_CADUTE', nome: 'Cadute negli anziani' },
    ],
  },
  {
    codice: 'AMBIENTE',
    nome: 'Salute e ambiente',
    descrizione: 'Ambiente, clima e salute (PNP, MO5 e PP9)',
    sottotematiche: [
      { codice: 'AMBIENTE_ARIA', nome: "Qualità dell'aria" },
      { codice: 'AMBIENTE_CALDO', nome: 'Clima e ondate di calore' },
      { codice: 'AMBIENTE_RADON', nome: 'Radon' },
      { codice: 'AMBIENTE_RUMORE', nome: 'Inquinamento acustico' },
    ],
  },
  {
    codice: 'AFFETTIVITA',
    nome: 'Affettività e sessualità',
    descrizione: 'Relazioni, sessualità consapevole e infezioni sessualmente trasmesse (PNP, MO6)',
    sottotematiche: [
      { codice: 'AFFETTIVITA_IST', nome: 'Infezioni sessualmente trasmesse' },
      { codice: 'AFFETTIVITA_CONTRACCEZIONE', nome: 'Contraccezione' },
      { codice: 'AFFETTIVITA_RELAZIONI', nome: 'Relazioni e affettività' },
    ],
  },
  {
    codice: 'LAVORO',
    nome: 'Salute e sicurezza sul lavoro',
    descrizione:
      'Infortuni, malattie professionali e luoghi di lavoro che promuovono salute (PNP, MO4 e PP3)',
    sottotematiche: [
      { codice: 'LAVORO_WHP', nome: 'Luoghi di lavoro che promuovono salute' },
      { codice: 'LAVORO_INFORTUNI', nome: 'Infortuni sul lavoro' },
      { codice: 'LAVORO_MALATTIE', nome: 'Malattie professionali' },
    ],
  },
  {
    codice: 'MALATTIE_CRONICHE',
    nome: 'Malattie croniche',
    descrizione: 'Prevenzione e diagnosi precoce delle malattie croniche non trasmissibili (PNP, MO1)',
    sottotematiche: [
      { codice: 'MALATTIE_CRONICHE_CARDIO', nome: 'Malattie cardiovascolari' },
      { codice: 'MALATTIE_CRONICHE_DIABETE', nome: 'Diabete' },
      { codice: 'MALATTIE_CRONICHE_RESPIRATORIE', nome: 'Malattie respiratorie croniche' },
    ],
  },
  {
    codice: 'SALUTE_ORALE',
    nome: 'Salute orale',
    descrizione: 'Igiene e prevenzione delle malattie del cavo orale (PNP, MO1)',
    sottotematiche: [
      { codice: 'SALUTE_ORALE_CARIE', nome: 'Prevenzione della carie' },
      { codice: 'SALUTE_ORALE_IGIENE', nome: 'Igiene orale' },
    ],
  },
];
