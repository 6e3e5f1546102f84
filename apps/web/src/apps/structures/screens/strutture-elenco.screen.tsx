import { Button } from 'design-react-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { regionChoices } from '../../../lib/region-name.ts';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { type ElencoQuery, elencoHref, readElencoQuery, strutturaHref } from '../structures.paths.ts';
import { useAziende, useRegioni, useStrutture, useTipologie } from '../structures.queries.ts';

export const PAGE_SIZE = 50;

/** A filter's place in the row. */
const FILTER = 'col-12 col-md-6 col-lg-3 mb-5';

/**
 * The hospital facilities, filtered by region, ASL, type and text (server-side, SPEC.md §7 /api/v1/strutture).
 * The filters are in the query string; the list grows a page at a time.
 */
export function StruttureElenco() {
  const { t } = useTranslation('structures');
  useDocumentTitle(t('elenco.title'));
  const [params, setParams] = useSearchParams();
  const query = readElencoQuery(params);
  const [text, setText] = useState(query.q);
  const settledText = useDebouncedValue(text.trim(), 300);
  const [shown, setShown] = useState(PAGE_SIZE);

  const regioni = useRegioni();
  const aziende = useAziende(query.regione || null);
  const tipologie = useTipologie();
  const strutture = useStrutture({
    codRegione: query.regione || undefined,
    codiceAsl: query.asl || undefined,
    tipologia: query.tipologia || undefined,
    q: query.q || undefined,
  });

  const update = (patch: Partial<ElencoQuery>) => {
    setShown(PAGE_SIZE);
    setParams(new URLSearchParams(elencoHref({ ...query, ...patch }).split('?')[1] ?? ''), { replace: true });
  };

  // The text filter is sent once typing settles, not on every keystroke.
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    const current = paramsRef.current;
    if ((current.get('q') ?? '') === settledText) return;
    const next = new URLSearchParams(current);
    if (settledText) next.set('q', settledText);
    else next.delete('q');
    setShown(PAGE_SIZE);
    setParams(next, { replace: true });
  }, [settledText, setParams]);

  const rows = strutture.data ?? [];
  const visible = rows.slice(0, shown);

  return (
    <div className="container-xxl py-4">
      <h1>{t('elenco.title')}</h1>
      <p className="lead">{t('elenco.lead')}</p>
      <form
        className="row mt-5"
        aria-label={t('elenco.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <ChoiceSelect
          className={FILTER}
          label={t('common.regione')}
          value={query.regione}
          emptyOption={t('elenco.allRegioni')}
          choices={regionChoices(regioni.data)}
          onChange={(regione) => update({ regione, asl: '' })}
        />
        <ChoiceSelect
          className={FILTER}
          label={t('common.aziendaSanitaria')}
          value={query.asl}
          disabled={!query.regione}
          emptyOption={query.regione ? t('elenco.allAziende') : t('elenco.regioneFirst')}
          choices={[...(aziende.data ?? [])]
            .sort((a, b) => a.codiceAsl.localeCompare(b.codiceAsl))
            .map((a) => ({ value: a.codiceAsl, label: `${a.denominazioneAzienda} (${a.codiceAsl})` }))}
          onChange={(asl) => update({ asl })}
        />
        <ChoiceSelect
          className={FILTER}
          label={t('common.tipologia')}
          value={query.tipologia}
          emptyOption={t('elenco.allTipologie')}
          choices={(tipologie.data ?? []).map((x) => ({ value: x.codice, label: x.descrizione }))}
          onChange={(tipologia) => update({ tipologia })}
        />
        <PlainField label={t('elenco.text')} className="col-12 col-md-6 col-lg-3 form-group">
          {(field) => (
            <input
              {...field}
              type="search"
              className="form-control"
              value={text}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </PlainField>
      </form>
      <p role="status">
        {strutture.isPending ? t('elenco.loading') : t('elenco.found', { count: rows.length })}
      </p>
      {visible.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-hover">
            <caption className="visually-hidden">{t('common.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('common.struttura')}</th>
                <th scope="col">{t('common.codice')}</th>
                <th scope="col">{t('common.tipologia')}</th>
                <th scope="col">{t('common.aziendaSanitaria')}</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link to={strutturaHref(s.id)} state={{ from: elencoHref(query) }}>
                      {s.denominazione}
                    </Link>
                  </td>
                  <td>{s.codiceStruttura}</td>
                  <td>{s.tipologia.descrizione}</td>
                  <td>{s.denominazioneAsl ?? s.codiceAsl}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {rows.length > shown ? (
        <Button color="primary" outline type="button" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {t('elenco.more', { remaining: rows.length - shown })}
        </Button>
      ) : null}
    </div>
  );
}
