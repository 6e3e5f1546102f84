/** The shell's texts in Italian, the reference language (SPEC.md's texts are exact here). */
const shell = {
  language: {
    label: 'Lingua',
    toggle: 'Lingua: {{language}}',
    it: 'Italiano',
    en: 'English',
  },
} as const;

export default shell;
