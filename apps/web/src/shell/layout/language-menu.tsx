import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language, languages, setLanguage } from '../../i18n/i18n.ts';
import { SvgIcon } from '../../lib/ui/svg-icon.tsx';
import { HeaderDropdown } from './header-dropdown.tsx';

const short: Record<Language, string> = { it: 'ITA', en: 'ENG' };

/** The slim header's language choice (Bootstrap Italia's "ITA ▾"): a disclosure listing the languages. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <HeaderDropdown
      className="halo-language-menu me-2"
      toggleClassName="btn btn-link text-white text-decoration-none halo-language-toggle"
      toggleLabel={t('language.toggle', { short: short[language], language: t(`language.${language}`) })}
      toggle={
        <>
          <span>{short[language]}</span>
          <SvgIcon icon="it-expand" size="sm" color="white" className="ms-1" />
        </>
      }
      listClassName="halo-language-dropdown"
      listLabel={t('language.label')}
    >
      {(menu) =>
        languages.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              className="list-item btn btn-link text-start w-100"
              aria-current={code === language ? 'true' : undefined}
              onClick={() => {
                menu.closeToToggle();
                void setLanguage(code);
              }}
            >
              <span>{t(`language.${code}`)}</span>
            </button>
          </li>
        ))
      }
    </HeaderDropdown>
  );
}
