import { Icon } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language, languages, setLanguage } from '../../i18n/i18n.ts';
import { useDisclosure } from './disclosure.ts';

const short: Record<Language, string> = { it: 'ITA', en: 'ENG' };

/** The slim header's language choice (Bootstrap Italia's "ITA ▾"): a disclosure listing the languages. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const menu = useDisclosure();
  const language = currentLanguage();
  return (
    <div className="dropdown halo-language-menu me-2" {...menu.wrapperProps}>
      <button
        {...menu.toggleProps}
        className="btn btn-link text-white text-decoration-none halo-language-toggle"
        aria-label={t('language.toggle', { language: t(`language.${language}`) })}
      >
        <span aria-hidden="true">{short[language]}</span>
        <Icon icon="it-expand" size="sm" color="white" aria-hidden="true" className="ms-1" />
      </button>
      <div
        id={menu.listId}
        className={`dropdown-menu dropdown-menu-end halo-language-dropdown${menu.open ? ' show' : ''}`}
      >
        <div className="link-list-wrapper">
          <ul className="link-list" aria-label={t('language.label')}>
            {languages.map((code) => (
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
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
