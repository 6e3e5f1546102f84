import type { Messages } from '../../../../i18n/messages.ts';
import type it from './it.ts';

const feed: Messages<typeof it> = {
  feed: {
    title: 'Your bookings in your calendar app',
    lead: 'A private address (iCal feed) shows your bookings in any calendar app that can add a calendar from a URL (Google Calendar, Outlook, Apple Calendar…) and keeps them up to date.',
    loading: 'Checking the feed…',
    inactive: 'You have no active feed.',
    active: 'Your feed has been active since {{since}}.',
    activeNoDate: 'Your feed is active.',
    create: 'Create the feed address',
    regenerate: 'Renew',
    revoke: 'Revoke',
    url: 'Feed address',
    urlHelp:
      'The address is shown only now: copy it and add it to your calendar app. Whoever knows it sees your bookings, so do not share it; if you lose it, renew it.',
    copy: 'Copy',
    copied: 'Address copied to the clipboard.',
    copyFailed: 'Copy failed: select the address and copy it by hand.',
    created: 'New feed address created.',
    revoked: 'Feed revoked: its address no longer works.',
    regenerateDialog: {
      title: 'Renew the feed address?',
      question: 'The current address will stop working: calendar apps that use it will need the new one.',
      confirm: 'Renew',
    },
    revokeDialog: {
      title: 'Revoke the feed?',
      question: 'The address will stop working and calendar apps will no longer show your bookings.',
      confirm: 'Revoke',
    },
  },
};

export default feed;
