import type { Messages } from '../../../../i18n/messages.ts';
import type * as it from './it.ts';

export const home: Messages<typeof it.home> = {
  lead: 'The service that supports people who have had a stroke or are at risk of one: doctors follow their patients, patients read their own data and choose who cares for them.',
  roles: {
    admin: 'administrator',
    medico: 'doctor',
    paziente: 'patient',
    caregiver: 'caregiver',
  },
  yourRoles: 'In the service you are: {{roles}}.',
  readError: 'Error while retrieving the Stroke care profile.',
  retry: 'Try again',
  noProfile: {
    text: 'Your account has no profile in Stroke care.',
    how: 'A profile starts with an invitation: the service administrator invites doctors, doctors invite their patients, patients invite their caregivers. If you received an invitation email, open the link it contains to confirm it; otherwise contact whoever runs the service.',
  },
  admin: {
    title: 'Service administration',
    doctors: {
      title: 'Doctors',
      text: "Create the service's doctors, update their details and send them the invitation to activate their account.",
      link: 'Go to doctors',
    },
    invitations: {
      title: 'Invitations',
      text: 'The state of the invitations to doctors, patients and caregivers: sent, opened, accepted or expired.',
      link: 'Go to invitations',
    },
    patients: {
      title: 'Patients',
      text: 'All the patients of the service and the doctor who follows each of them.',
      link: 'Go to all patients',
    },
  },
  doctor: {
    title: 'My patients',
    count_one: 'You follow {{count}} patient.',
    count_other: 'You follow {{count}} patients.',
    none: 'You do not follow any patient yet: invite one from the patients page.',
    missing:
      'Your account has the doctor role, but your doctor record was not found: contact the service administrator.',
    patients: {
      title: 'Patients',
      text: 'The records of your patients, with their risk factors and scores; invite a new patient from here.',
      link: 'Go to my patients',
    },
    invitations: {
      title: 'Invitations',
      text: 'The invitations you sent to your patients and where each one stands.',
      link: 'Go to my invitations',
    },
  },
  patient: {
    title: 'My health',
    doctor: 'Your doctor in the service is {{name}}.',
    scores: 'My scores at a glance',
    profile: {
      text: 'In your profile you will find your details, your scores explained, the people who care for you and who has read your data.',
      link: 'Go to my profile',
    },
    missing: 'Your account has the patient role, but your record was not found: contact your doctor.',
  },
  caregiver: {
    title: 'The people I care for',
    list: 'Go to People I care for',
  },
};

export const profile: Messages<typeof it.profile> = {
  title: 'My profile',
  lead: 'Your details in Stroke care, your scores explained, the people who care for you and who has read your data.',
  patientsOnly: "This page is for the service's patients: your account has no patient record.",
  errors: {
    fattori: 'Error while retrieving the scores.',
    caregivers: 'Error while retrieving the people who care for you.',
    accessi: 'Error while retrieving the access log.',
    invite: 'Error while sending the invitation.',
    revoke: 'Error while revoking the consent.',
    resend: 'Error while sending the invitation again.',
  },
  data: {
    title: 'My details',
    readOnly: 'Your doctor records these details: if something is wrong, ask them to correct it.',
    name: 'Name',
    codiceFiscale: 'Tax code',
    birthDate: 'Date of birth',
    age: 'Age',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    sex: 'Sex',
    sexes: { M: 'Male', F: 'Female' },
    email: 'Email address',
    phone: 'Phone',
    doctor: 'My doctor',
  },
  scores: {
    title: 'My scores',
    title_caregiver: 'The scores of {{name}}',
    intro:
      'Your doctor calculates some scores from your health data. Each one estimates a risk by comparing you with large groups of people studied in the past.',
    intro_caregiver:
      "{{name}}'s doctor calculates some scores from their health data. Each one estimates a risk by comparing {{name}} with large groups of people studied in the past.",
    none: 'Your doctor has not yet recorded the data needed to calculate the scores.',
    none_caregiver: "{{name}}'s doctor has not yet recorded the data needed to calculate the scores.",
    unavailable: 'The scores are not available right now.',
    value: '{{name}}: {{value}}',
    doctorNote:
      'These numbers come from studies of large groups of people: they do not say what will happen to you. Your doctor interprets them together with everything they know about your health: talk to them before changing anything, for example your medicines.',
    doctorNote_caregiver:
      'These numbers come from studies of large groups of people: they do not say what will happen to {{name}}. Their doctor interprets them together with everything they know about their health: talk to them before changing anything, for example the medicines.',
    notComputed: 'Scores not calculated',
    cha2ds2vasc: {
      what: 'It estimates the risk of stroke for people with atrial fibrillation, an irregular heartbeat. It goes from 0 to 9: the higher it is, the higher the risk.',
      per100_one:
        'According to studies, out of 100 people with atrial fibrillation who have this score and take no anticoagulants, about {{count}} has an ischaemic stroke each year.',
      per100_other:
        'According to studies, out of 100 people with atrial fibrillation who have this score and take no anticoagulants, about {{count}} have an ischaemic stroke each year.',
      per1000_one:
        'According to studies, out of 1,000 people with atrial fibrillation who have this score and take no anticoagulants, about {{count}} has an ischaemic stroke each year.',
      per1000_other:
        'According to studies, out of 1,000 people with atrial fibrillation who have this score and take no anticoagulants, about {{count}} have an ischaemic stroke each year.',
      noRate: 'For this score the studies give no number.',
    },
    cha2ds2va: {
      what: 'It is the newest version of the same score, which does not count sex (European guidelines of 2024).',
    },
    hasbled: {
      what: 'It estimates the risk of major bleeding for people who take anticoagulant medicines. It goes from 0 to 9.',
      per100_one:
        'According to studies, out of 100 people with this score who take anticoagulants, about {{count}} has a major bleed each year.',
      per100_other:
        'According to studies, out of 100 people with this score who take anticoagulants, about {{count}} have a major bleed each year.',
      per1000_one:
        'According to studies, out of 1,000 people with this score who take anticoagulants, about {{count}} has a major bleed each year.',
      per1000_other:
        'According to studies, out of 1,000 people with this score who take anticoagulants, about {{count}} have a major bleed each year.',
      noRate: 'Above 5 points the studies observed too few people to give a number.',
      high: 'High score (3 or more)',
      highNote:
        'A high score does not mean the treatment should stop: it helps your doctor find the factors that can be corrected and decide how often to check on you.',
      highNote_caregiver:
        'A high score does not mean the treatment should stop: it helps the doctor find the factors that can be corrected and decide how often to check on {{name}}.',
    },
    framingham: {
      points_one: '{{count}} point',
      points_other: '{{count}} points',
      what: 'The Framingham risk profile estimates the probability of having a stroke in the next 10 years, from age, blood pressure and other risk factors.',
      per100_one:
        'According to studies, out of 100 people of your age and sex with the same risk factors, about {{count}} has a stroke in the following 10 years.',
      per100_other:
        'According to studies, out of 100 people of your age and sex with the same risk factors, about {{count}} have a stroke in the following 10 years.',
      per100_caregiver_one:
        'According to studies, out of 100 people of the same age and sex as {{name}} with the same risk factors, about {{count}} has a stroke in the following 10 years.',
      per100_caregiver_other:
        'According to studies, out of 100 people of the same age and sex as {{name}} with the same risk factors, about {{count}} have a stroke in the following 10 years.',
      noRate: 'For this score the studies give no number.',
      women:
        'Please note: the tables used to calculate this score for women have not yet been checked against the original study, so the number may be slightly different from the right one. Your doctor knows this and takes it into account.',
      women_caregiver:
        "Please note: the tables used to calculate this score for women have not yet been checked against the original study, so the number may be slightly different from the right one. {{name}}'s doctor knows this and takes it into account.",
      caveats: 'The technical caveats, for the doctor (in Italian)',
    },
    nihss: {
      what: 'The NIHSS scale measures how much the stroke affected functions such as movement, speech, sight and feeling. It goes from 0 to 42: the higher it is, the more serious the symptoms were.',
      band: 'The latest recorded value corresponds to {{band}} symptoms.',
      bands: {
        'nessun sintomo': 'no',
        lieve: 'mild',
        moderato: 'moderate',
        'moderato-grave': 'moderate to severe',
        grave: 'severe',
      },
    },
    mrs: {
      name: 'Modified Rankin Scale',
      what: 'It describes how independent you are in everyday life after the stroke, from 0 (no symptoms) to 6.',
      what_caregiver:
        'It describes how independent {{name}} is in everyday life after the stroke, from 0 (no symptoms) to 6.',
      grades: {
        '0': 'No symptoms.',
        '1': 'Some symptoms, but you do all your usual activities.',
        '2': 'A slight disability: you no longer do all your previous activities, but you look after yourself without help.',
        '3': 'A moderate disability: you need some help, but you walk on your own.',
        '4': 'A moderately severe disability: you cannot walk or look after yourself without help.',
        '5': 'A severe disability: you need constant care.',
        '6': 'Death.',
        '1_caregiver': 'Some symptoms, but all usual activities are still done.',
        '2_caregiver':
          'A slight disability: not all previous activities are done any more, but personal care needs no help.',
        '3_caregiver': 'A moderate disability: some help is needed, but walking needs none.',
        '4_caregiver': 'A moderately severe disability: cannot walk or manage personal care without help.',
        '5_caregiver': 'A severe disability: constant care is needed.',
      },
    },
  },
  caregivers: {
    title: 'The people who care for me',
    intro:
      'A caregiver is a person you trust (a relative, a friend, someone who looks after you) to whom you give consent to read your data in the service. You can revoke the consent at any time: it takes effect immediately.',
    invite: 'Invite a caregiver',
    caption: 'The people who care for me, with the consent and the state of the invitation',
    empty: 'You have not invited anyone to care for you yet.',
    unavailable: 'The list of the people who care for you is not available right now.',
    columns: {
      name: 'Person',
      contacts: 'Contacts',
      consent: 'Consent',
      invitation: 'Invitation',
    },
    consentActive: 'Active since {{date}}',
    consentRevoked: 'Revoked on {{date}}',
    invitation: {
      none: 'No invitation',
      states: {
        inviato: 'Sent',
        aperto: 'Account activated',
        accettato: 'Accepted',
        scaduto: 'Expired',
        revocato: 'Replaced by a new invitation',
      },
      sent: 'sent on {{date}}, expires on {{expires}}',
      opened: 'link opened on {{date}}',
      accepted: 'first sign-in on {{date}}',
      expired: 'expired on {{date}}',
    },
    revoke: 'Revoke consent',
    revokeLabel: 'Revoke consent for {{name}}',
    revokeTitle: 'Revoke the consent?',
    revokeConfirm:
      'From now on <strong>{{name}}</strong> will no longer be able to read your data: it takes effect immediately, even if they are looking at your record right now.',
    revokeAfter: 'You can give consent again later by inviting this person again.',
    revoked: 'Consent revoked: {{name}} can no longer read your data.',
    resend: 'Send the invitation again',
    resendLabel: 'Send the invitation again to {{name}}',
    resent: 'Invitation sent again to {{email}}: the previous link is no longer valid.',
    reinvite: 'Re-invite',
    reinviteLabel: 'Re-invite {{name}}',
    invited:
      'Invitation sent to {{email}}: {{name}} will be able to read your data after activating their account.',
    form: {
      title: 'Invite a caregiver',
      help: 'By inviting this person you give them consent to read your data in the service. They will receive an email with the link to activate their account.',
      nome: 'First name',
      cognome: 'Last name',
      email: 'Email address',
      telefono: 'Phone',
      relazione: 'Who they are to you',
      relazioneHelp: 'For example: daughter, spouse, home carer.',
      submit: 'Send the invitation',
    },
  },
  accessLog: {
    title: 'Who has read my data',
    intro:
      'Every time someone reads or changes your data in the service, it is recorded here: who, when and what.',
    caption: 'Reads and changes of my data',
    empty: 'Nobody has read your data yet.',
    unavailable: 'The access log is not available right now.',
  },
};
