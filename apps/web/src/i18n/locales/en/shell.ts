import type { Messages } from '../../messages.ts';
import type it from '../it/shell.ts';

const shell: Messages<typeof it> = {
  language: {
    label: 'Language',
    toggle: 'Language: {{language}}',
    it: 'Italiano',
    en: 'English',
  },
};

export default shell;
