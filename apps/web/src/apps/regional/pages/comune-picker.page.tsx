import type { Comune } from '@halo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComunePicker } from '../../../lib/territory/comune-picker.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { usePublicQuartieri } from '../regional.queries.ts';

/**
 * Public page (no session): the comune picker the prevention portal's registration will embed, over the
 * public regional calls, with what the platform knows of the chosen comune. The shell routes it as a public
 * path (/regionale/territorio, e2e/regional.spec.ts).
 */
export function ComunePickerPage() {
  const { t } = useTranslation('regional');
  useDocumentTitle(t('comunePage.title'));
  const [comune, setComune] = useState<Comune | null>(null);
  const quartieri = usePublicQuartieri(comune?.id ?? null);
  return (
    <section className="container-xxl py-5" aria-labelledby="comune-picker-title">
      <h1 id="comune-picker-title">{t('comunePage.title')}</h1>
      <p className="lead">{t('comunePage.lead')}</p>
      <ComunePicker legend={t('comunePage.legend')} onChange={setComune} />
      <div aria-live="polite">
        {comune ? (
          <div className="card card-bg">
            <div className="card-body">
              <h2 className="h4 card-title">
                {comune.denominazione} ({comune.siglaProvincia})
              </h2>
              <dl className="mb-0">
                <dt>{t('labels.codiceIstat')}</dt>
                <dd>{comune.codiceIstat}</dd>
                <dt>{t('labels.codiceCatastale')}</dt>
                <dd>{comune.codiceCatastale}</dd>
                {quartieri.data && quartieri.data.length > 0 ? (
                  <>
                    <dt>{t('labels.quartieri')}</dt>
                    <dd>{quartieri.data.map((q) => q.denominazione).join(', ')}</dd>
                  </>
                ) : null}
              </dl>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
