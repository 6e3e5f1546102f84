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

/** A theme; its sub-themes are named by the suffix of their code, which always begins with the theme's own. */
function theme(
  codice: string,
  nome: string,
  descrizione: string,
  sottotematiche: Record<string, string>,
): ThemeSeed {
  return {
    codice,
    nome,
    descrizione,
    sottotematiche: Object.entries(sottotematiche).map(([suffisso, nomeSotto]) => ({
      codice: `${codice}_${suffisso}`,
      nome: nomeSotto,
    })),
  };
}

export const themes: ThemeSeed[] = [
  theme('ALIMENTAZIONE', 'Alimentazione', 'Sana alimentazione in ogni età della vita (PNP, MO1)', {
    SANA: 'Sana alimentazione',
    PESO: 'Sovrappeso e obesità',
    ALLATTAMENTO: 'Allattamento al seno',
    SALE: 'Riduzione del consumo di sale',
    SICUREZZA: 'Sicurezza alimentare',
  }),
  theme(
    'ATTIVITA_FISICA',
    'Attività fisica',
    'Movimento e contrasto della sedentarietà (PNP, MO1 e PP2 Comunità attive)',
    {
      QUOTIDIANA: 'Movimento nella vita quotidiana',
      SEDENTARIETA: 'Sedentarietà',
      ADATTATA: 'Attività fisica adattata',
      CAMMINO: 'Gruppi di cammino',
    },
  ),
  theme('FUMO', 'Fumo di tabacco', 'Prevenzione e cessazione del fumo (PNP, MO1)', {
    INIZIAZIONE: "Prevenzione dell'iniziazione",
    CESSAZIONE: 'Disassuefazione dal fumo',
    AMBIENTI: 'Ambienti liberi dal fumo',
    NUOVI_PRODOTTI: 'Sigarette elettroniche e tabacco riscaldato',
  }),
  theme('ALCOL', 'Alcol', 'Consumo di alcol a rischio (PNP, MO1 e MO2)', {
    RISCHIO: 'Consumo a rischio',
    GUIDA: 'Alcol e guida',
    GRAVIDANZA: 'Alcol in gravidanza',
    GIOVANI: 'Giovani e alcol',
  }),
  theme('DIPENDENZE', 'Dipendenze', 'Dipendenze e problemi correlati (PNP, MO2 e PP4)', {
    SOSTANZE: 'Sostanze psicoattive',
    AZZARDO: "Gioco d'azzardo",
    DIGITALI: 'Internet e videogiochi',
    FARMACI: 'Uso improprio di farmaci',
  }),
  theme(
    'SALUTE_MENTALE',
    'Salute mentale e benessere',
    'Benessere psicologico e competenze per la vita (PNP, MO1)',
    {
      BENESSERE: 'Benessere psicologico',
      LIFE_SKILLS: 'Competenze per la vita (life skills)',
      GIOVANI: 'Disagio giovanile',
      STRESS: 'Stress lavoro-correlato',
    },
  ),
  theme('VACCINAZIONI', 'Vaccinazioni', 'Malattie infettive prevenibili con i vaccini (PNP, MO6)', {
    INFANZIA: "Vaccinazioni dell'infanzia e dell'adolescenza",
    ADULTO: "Vaccinazioni dell'adulto e dell'anziano",
    INFLUENZA: 'Vaccinazione antinfluenzale',
    GRAVIDANZA: 'Vaccinazioni in gravidanza',
  }),
  theme('SCREENING', 'Screening oncologici', 'I tre screening oncologici organizzati (PNP, MO1)', {
    MAMMELLA: 'Screening mammografico',
    CERVICE: 'Screening della cervice uterina (HPV e Pap test)',
    COLON: 'Screening del colon-retto',
  }),
  theme('SICUREZZA', 'Sicurezza stradale e domestica', 'Incidenti stradali e domestici (PNP, MO3 e PP5)', {
    STRADALE: 'Incidenti stradali',
    DOMESTICA: 'Incidenti domestici',
    BAMBINI: 'Sicurezza dei bambini',
    CADUTE: 'Cadute negli anziani',
  }),
  theme('AMBIENTE', 'Salute e ambiente', 'Ambiente, clima e salute (PNP, MO5 e PP9)', {
    ARIA: "Qualità dell'aria",
    CALDO: 'Clima e ondate di calore',
    RADON: 'Radon',
    RUMORE: 'Inquinamento acustico',
  }),
  theme(
    'AFFETTIVITA',
    'Affettività e sessualità',
    'Relazioni, sessualità consapevole e infezioni sessualmente trasmesse (PNP, MO6)',
    {
      IST: 'Infezioni sessualmente trasmesse',
      CONTRACCEZIONE: 'Contraccezione',
      RELAZIONI: 'Relazioni e affettività',
    },
  ),
  theme(
    'LAVORO',
    'Salute e sicurezza sul lavoro',
    'Infortuni, malattie professionali e luoghi di lavoro che promuovono salute (PNP, MO4 e PP3)',
    {
      WHP: 'Luoghi di lavoro che promuovono salute',
      INFORTUNI: 'Infortuni sul lavoro',
      MALATTIE: 'Malattie professionali',
    },
  ),
  theme(
    'MALATTIE_CRONICHE',
    'Malattie croniche',
    'Prevenzione e diagnosi precoce delle malattie croniche non trasmissibili (PNP, MO1)',
    {
      CARDIO: 'Malattie cardiovascolari',
      DIABETE: 'Diabete',
      RESPIRATORIE: 'Malattie respiratorie croniche',
    },
  ),
  theme('SALUTE_ORALE', 'Salute orale', 'Igiene e prevenzione delle malattie del cavo orale (PNP, MO1)', {
    CARIE: 'Prevenzione della carie',
    IGIENE: 'Igiene orale',
  }),
];
