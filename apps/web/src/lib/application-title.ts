import { manifestOf } from '@halo/contract';
import { useTranslation } from 'react-i18next';

/**
 * The title people read for an application: its manifest's, in the user's language ("Pro.Sa.", "Ambiente e
 * salute"); the `nome` the routing uses for an application an administrator created.
 */
export function applicationTitle(
  application: { nome: string | null; clientId: string | null },
  language: string,
): string | null {
  const manifest = application.clientId ? manifestOf(application.clientId) : undefined;
  if (!manifest) return application.nome;
  return language.startsWith('en') ? manifest.title.en : manifest.title.it;
}

/** `applicationTitle` in the current language, re-rendering when it changes. */
export function useApplicationTitle(): (application: {
  nome: string | null;
  clientId: string | null;
}) => string | null {
  const { i18n } = useTranslation();
  return (application) => applicationTitle(application, i18n.resolvedLanguage ?? i18n.language ?? 'it');
}
