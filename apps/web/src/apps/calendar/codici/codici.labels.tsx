import { useTranslation } from 'react-i18next';

export type CodeGroup = 'tipi' | 'accesso' | 'accessoBreve' | 'titolare' | 'configurazione';

/**
 * The name of one of the contract's codes (calendar type, access type, owner kind, configuration type) in the
 * user's language; a code the texts do not know shows the server's description, else itself.
 */
export function useCodeLabel(): (group: CodeGroup, code: string, fallback?: string) => string {
  const { t } = useTranslation('calendar');
  return (group, code, fallback) => t(`manage.codes.${group}.${code}`, { defaultValue: fallback ?? code });
}
