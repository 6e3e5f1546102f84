import type { FattoriPaziente } from '@halo/contract/stroke/fattori';
import type { Paziente } from '@halo/contract/stroke/pazienti';
import { FRAMINGHAM, nihssBands } from '@halo/contract/stroke/scores';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../lib/ui/page.tsx';
import { PatientDataState } from '../pazienti/patient-data-state.tsx';
import { isMrsValue, type ScoreKey, useNumberFormat, useScoreName } from '../pazienti/pazienti.labels.tsx';
import { useFattori } from '../pazienti/pazienti.queries.ts';

/**
 * A patient's latest scores (`GET /api/stroke/paziente/{id}/fattori`), each with what it measures and what its
 * value means: CHA2DS2-VASc and CHA2DS2-VA with the annual risks of Friberg 2012, HAS-BLED with its high-risk
 * threshold and bleeds per 100 patient-years, the NIHSS band, the Framingham 10-year risk (with the caveats of the
 * women's tables for a woman, docs/adr/0022), the last event's mRS; and the scores not computed, with the server's
 * reason. Read-only: for the doctor, the admin, a caregiver and the patient's own profile.
 */
export function PunteggiPaziente({ pazienteId, sesso }: { pazienteId: number; sesso: Paziente['sesso'] }) {
  const { t } = useTranslation('stroke');
  const fattori = useFattori(pazienteId);
  return (
    <PageSection title={t('patient.scores.title')}>
      <PatientDataState read={fattori}>
        {(data) => <PunteggiBody fattori={data} sesso={sesso} />}
      </PatientDataState>
    </PageSection>
  );
}

function PunteggiBody({ fattori, sesso }: { fattori: FattoriPaziente; sesso: Paziente['sesso'] }) {
  const { t } = useTranslation('stroke');
  const number = useNumberFormat();
  const scoreName = useScoreName();
  const pct = (value: number) => t('patient.scores.percent', { value: number(value) });
  const { cha2ds2vasc, cha2ds2va, hasbled, nihss, framingham } = fattori.punteggi;
  const cards: ReactNode[] = [];
  if (cha2ds2vasc) {
    const { rischioIctusIschemicoAnnuoPct: ischemic, rischioIctusTiaEmboliaAnnuoPct: embolism } = cha2ds2vasc;
    cards.push(
      <ScoreCard
        key="cha2ds2vasc"
        score="cha2ds2vasc"
        value={t('patient.scores.points', { count: cha2ds2vasc.punteggio, max: 9 })}
      >
        <p>{t('patient.scores.cha2ds2vasc.what')}</p>
        <p className="mb-0">
          {ischemic !== null && embolism !== null
            ? t('patient.scores.cha2ds2vasc.risk', { ischemic: pct(ischemic), embolism: pct(embolism) })
            : t('patient.scores.cha2ds2vasc.noRisk')}
        </p>
      </ScoreCard>,
    );
  }
  if (cha2ds2va) {
    cards.push(
      <ScoreCard
        key="cha2ds2va"
        score="cha2ds2va"
        value={t('patient.scores.points', { count: cha2ds2va.punteggio, max: 8 })}
      >
        <p className="mb-0">{t('patient.scores.cha2ds2va.what')}</p>
      </ScoreCard>,
    );
  }
  if (hasbled) {
    cards.push(
      <ScoreCard
        key="hasbled"
        score="hasbled"
        value={t('patient.scores.points', { count: hasbled.punteggio, max: 9 })}
        verdict={hasbled.altoRischio ? t('patient.scores.hasbled.high') : t('patient.scores.hasbled.notHigh')}
        warning={hasbled.altoRischio}
      >
        <p>{t('patient.scores.hasbled.what')}</p>
        {hasbled.altoRischio ? <p>{t('patient.scores.hasbled.highAdvice')}</p> : null}
        <p className="mb-0">
          {hasbled.sanguinamentiPer100PazientiAnno === null
            ? t('patient.scores.hasbled.noBleeds')
            : t('patient.scores.hasbled.bleeds', { value: number(hasbled.sanguinamentiPer100PazientiAnno) })}
        </p>
      </ScoreCard>,
    );
  }
  if (nihss) {
    cards.push(
      <ScoreCard
        key="nihss"
        score="nihss"
        value={t('patient.scores.points', { count: nihss.totale, max: 42 })}
        verdict={t(`patient.nihss.bands.${nihss.gravita}`)}
      >
        <p>{t('patient.scores.nihss.what')}</p>
        <p className="mb-0">
          {t('patient.scores.nihss.bandsLegend', {
            bands: nihssBands.map((band) => t(`patient.scores.nihss.ranges.${band}`)).join('; '),
          })}
        </p>
      </ScoreCard>,
    );
  }
  if (framingham) {
    cards.push(
      <ScoreCard
        key="framingham"
        score="framingham"
        value={
          framingham.rischioIctus10AnniPct === null
            ? t('patient.scores.framingham.points', { count: framingham.punti })
            : t('patient.scores.framingham.value', { risk: pct(framingham.rischioIctus10AnniPct) })
        }
      >
        <p>{t('patient.scores.framingham.what')}</p>
        <p className={sesso === 'F' ? undefined : 'mb-0'}>
          {t('patient.scores.framingham.points', { count: framingham.punti })}
        </p>
        {sesso === 'F' ? <WomenCaveats /> : null}
      </ScoreCard>,
    );
  }
  const mrs = fattori.mrs;
  if (mrs !== null && isMrsValue(mrs)) {
    cards.push(
      <ScoreCard key="mrs" score="mrs" value={t('patient.mrs.grade', { grado: mrs })}>
        <p>{t(`patient.mrs.grades.${mrs}`)}</p>
        <p className="mb-0">{t('patient.scores.mrs.what')}</p>
      </ScoreCard>,
    );
  }
  return (
    <>
      {cards.length > 0 ? <div className="row">{cards}</div> : <p>{t('patient.scores.none')}</p>}
      {fattori.nonCalcolati.length > 0 ? (
        <>
          <h3 className="h5">{t('patient.scores.notComputed')}</h3>
          <ul>
            {fattori.nonCalcolati.map((missing) => (
              <li key={missing.punteggio}>
                <strong>{scoreName(missing.punteggio)}</strong>: {missing.motivo}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** One score as a card: its name, its value, the verdict in words, and what it means. */
function ScoreCard({
  score,
  value,
  verdict,
  warning = false,
  children,
}: {
  score: ScoreKey;
  value: string;
  verdict?: string;
  /** A verdict that asks for attention: a border as well as the words. */
  warning?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const name = useScoreName()(score);
  return (
    <div className="col-12 col-md-6 col-xl-4 mb-4">
      <section
        aria-labelledby={id}
        className={`card shadow-sm h-100 p-3${warning ? ' border border-danger' : ''}`}
      >
        <h3 id={id} className="h5">
          {name}
        </h3>
        <p className="h4 mb-2">{value}</p>
        {verdict ? <p className={`fw-bold${warning ? ' text-danger' : ''}`}>{verdict}</p> : null}
        <div className="small">{children}</div>
      </section>
    </div>
  );
}

/** The caveats the women's Framingham tables carry (`FRAMINGHAM.caveats`), shown with every woman's result. */
function WomenCaveats() {
  const { t } = useTranslation('stroke');
  return (
    <div className="alert alert-warning mb-0" role="note">
      <p className="mb-1 fw-bold">{t('patient.scores.framingham.caveatsTitle')}</p>
      <ul className="mb-0">
        {FRAMINGHAM.caveats.map((_, index) => (
          <li key={String(index)}>{t(`patient.scores.framingham.caveats.${index as 0 | 1 | 2}`)}</li>
        ))}
      </ul>
    </div>
  );
}
