import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/prosa.ts';

const prosa: Messages<typeof it> = {
  home: {
    kicker: 'Disease prevention and health promotion',
    lead: 'The portal where citizens, organisations and health authority staff find and build prevention campaigns, projects and events together.',
    myApplications: 'My applications',
    signIn: 'Sign in',
    contents: 'What you will find on the portal',
    sections: {
      campaigns: {
        title: 'Prevention campaigns',
        text: 'Prevention campaigns run by the health authorities, which you can join.',
      },
      projects: {
        title: 'Projects',
        text: 'Health promotion projects proposed by organisations and healthcare professionals.',
      },
      events: {
        title: 'Events',
        text: 'Prevention events organised locally.',
      },
      healthAuthorities: {
        title: 'Health authorities',
        text: 'The health authorities registered on the portal, with their districts, departments and facilities.',
      },
      requests: {
        title: 'Requests and suggestions',
        text: 'Requests and suggestions to improve what prevention services offer.',
      },
      favourites: {
        title: 'Favourites and activities',
        text: 'The topics that interest you and your activities on the portal, once you have signed in.',
      },
    },
    audience: {
      title: 'Who it is for',
      citizens: 'citizens, who choose the topics they are interested in and join initiatives;',
      organisations: 'organisations, which propose projects and events;',
      staff: 'health authority staff and managers, who run them.',
    },
  },
  asl: {
    title: 'Registered health authorities',
    description:
      'Here you will be able to browse the registered health authorities, with their districts, departments and facilities.',
  },
  activities: {
    title: 'My activities',
    description: 'Here you will find your memberships, requests and activities on the portal.',
  },
  campaigns: {
    title: 'Prevention campaigns',
    description: 'Here you will be able to browse and manage prevention campaigns and memberships.',
  },
  events: {
    title: 'Events',
    description: 'Here you will be able to browse local prevention events.',
  },
  favourites: {
    title: 'Favourites',
    description: 'Here you will find your favourite topics and saved content.',
  },
  projects: {
    title: 'Projects',
    description: 'Here you will be able to browse and propose health promotion projects.',
  },
  requests: {
    title: 'Requests',
    description: 'Here you will manage requests and their status.',
  },
  suggestions: {
    title: 'Suggestions',
    description: 'Here suggestions will be collected and reviewed.',
  },
};

export default prosa;
