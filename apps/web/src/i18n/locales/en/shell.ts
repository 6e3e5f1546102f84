import type { Messages } from '../../messages.ts';
import type it from '../it/shell.ts';

const shell: Messages<typeof it> = {
  language: {
    label: 'Language',
    toggle: '{{short}}, language: {{language}}',
    it: 'Italiano',
    en: 'English',
  },
  brand: {
    tagline: 'Regional health services platform',
  },
  header: {
    signIn: 'Sign in',
    currentApplication: 'Application:',
    chooseApplication: 'Choose application',
    toggleNavigation: 'Show or hide the navigation',
    closeNavigation: 'Close the navigation',
    navigationDialog: 'Navigation menu',
    mainNavigation: 'Main navigation',
  },
  userMenu: {
    toggle: 'User menu: {{name}}',
    fallbackName: 'User',
    role: 'Role: {{role}}',
    noRole: 'none',
    application: 'Application: {{name}}',
    myApplications: 'My applications',
    signOut: 'Sign out',
  },
  skipLinks: {
    label: 'Quick links',
    content: 'Skip to main content',
    footer: 'Skip to footer',
  },
  footer: {
    links: 'Footer links',
    myApplications: 'My applications',
  },
  loading: {
    overlay: 'Loading...',
    page: 'Loading the page...',
    redirectToLogin: 'Redirecting to the sign-in page...',
  },
  alerts: {
    region: 'Notices',
    close: 'Close notice',
    noAnswer: 'No answer from the server.',
    httpStatus: 'HTTP status {{status}}',
    routesError: 'Error while fetching the routes.',
    appsError: 'Error while fetching the applications.',
    noRoutes: 'No routes are saved in the system. Only the home page is available.',
  },
  chooser: {
    title: 'Your applications',
    lead: 'Choose the application to work in.',
    loading: 'Loading the applications...',
    none: 'No application is available to your user.',
    search: 'Search application',
    count_one: '{{count}} application',
    count_other: '{{count}} applications',
    noMatch: 'No application matches the search.',
    list: 'Available applications',
    open: 'Open',
    openApplication: 'Open {{name}}',
  },
  idle: {
    title: 'Your session is about to expire',
    body: 'For your security the session ends after {{minutes}} minutes of inactivity. Stay signed in?',
    remaining: 'Time left: {{time}}',
    stay: 'Stay signed in',
    leave: 'Sign out',
  },
  callback: {
    documentTitle: 'Sign in',
    title: 'Sign-in failed',
    body: 'The sign-in could not be completed: the request has expired or is not valid. Please sign in again.',
    signIn: 'Sign in',
  },
  status: {
    home: 'Back to the home page',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you asked for does not exist or is not available to your profile.',
    unauthorizedTitle: 'Access not authorised',
    unauthorizedBody: 'You do not have the permissions needed to see this page.',
    serverProblemsTitle: 'Server unavailable or under maintenance.',
    serverProblemsBody: 'The service is not answering right now. Please try again in a few minutes.',
  },
  loadError: {
    retry: 'Try again',
    chunkTitle: 'The page could not be loaded',
    chunkBody:
      'Part of the application did not arrive: the connection may be down, or a new version may be available.',
    missingModuleTitle: 'Module not found',
    missingModuleBody: 'The requested module is not available in this version of the application.',
    otherTitle: 'An error occurred',
    otherBody: 'The page ran into an unexpected error.',
  },
};

export default shell;
