import type { FattoriPaziente } from '@halo/contract/stroke/fattori';
import { FRAMINGHAM } from '@halo/contract/stroke/scores';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A patient's latest scores in plain words (issue 16): what each one estimates and, where the studies give one,
 * its number as people out of 100 (or 1,000) like them. The rates are the contract's (Friberg 2012 for
 * CHA2DS2-VASc, Pisters 2010 for HAS-BLED, the Framingham tables), never computed here. A woman's Framingham
 * result always carries the tables' caveats, and every summary ends by saying that the doctor interprets them.
 */

/** The scores' names, which are not translated; the server's list of scores not computed uses these codes. */
const SCORE_NAMES = {
  cha2ds2vasc: 'CHA2DS2-VASc',
  cha2ds2va: 'CHA2DS2-VA',
  hasbled: 'HAS-BLED',
  framingham: 'Framingham',
  nihss: 'NIHSS',
  mrs: 'mRS',
} as const;

/** A code the SPA does not know shows as the server wrote it. */
const scoreName = (code: string) =>
  code in SCORE_NAMES ? SCORE_NAMES[code as keyof typeof SCORE_NAMES] : code;

/**
 * A rate per 100 as whole people, the way a patient reads it: out of 100, or out of 1,000 below one in a hundred
 * (0.2 per 100 is «2 out of 1,000», not «0 out of 100»).
 */
export function peopleOutOf(pct: number): { count: number; per: 'per100' | 'per1000' } {
  if (pct < 1) return { count: Math.max(1, Math.round(pct * 10)), per: 'per1000' };
  return { count: Math.round(pct), per: 'per100' };
}

/** The grades of the modified Rankin Scale, each with its words. */
const GRADES = ['0', '1', '2', '3', '4', '5', '6'] as const;
type Grade = (typeof GRADES)[number];

function isGrade(grade: string): grade is Grade {
  return (GRADES as readonly string[]).includes(grade);
}

interface Entry {
  key: string;
  title: string;
  /** A state told in words next to the title (a high score), never by colour alone. */
  badge?: string;
  /** What the score measures: only in the full summary. */
  what?: string;
  lines: ReactNode[];
}

/** Someone else reading the patient's scores (a caregiver): the texts speak of the patient by name. */
const otherOf = (name: string | undefined) => (name ? { context: 'caregiver', name } : {});

function useEntries(fattori: FattoriPaziente, sesso: 'M' | 'F', full: boolean, about?: string): Entry[] {
  const { t } = useTranslation('stroke');
  const other = otherOf(about);
  const { punteggi, mrs } = fattori;
  const title = (name: string, value: string | number) => t('profile.scores.value', { name, value });
  const entries: Entry[] = [];
  const { cha2ds2vasc, cha2ds2va, hasbled, framingham, nihss } = punteggi;
  if (cha2ds2vasc) {
    const rate = cha2ds2vasc.rischioIctusIschemicoAnnuoPct;
    const people = rate === null ? null : peopleOutOf(rate);
    entries.push({
      key: 'cha2ds2vasc',
      title: title(SCORE_NAMES.cha2ds2vasc, cha2ds2vasc.punteggio),
      what: t('profile.scores.cha2ds2vasc.what'),
      lines: [
        people
          ? t(`profile.scores.cha2ds2vasc.${people.per}`, { count: people.count })
          : t('profile.scores.cha2ds2vasc.noRate'),
      ],
    });
  }
  if (cha2ds2va && full) {
    entries.push({
      key: 'cha2ds2va',
      title: title(SCORE_NAMES.cha2ds2va, cha2ds2va.punteggio),
      what: t('profile.scores.cha2ds2va.what'),
      lines: [],
    });
  }
  if (hasbled) {
    const rate = hasbled.sanguinamentiPer100PazientiAnno;
    const people = rate === null ? null : peopleOutOf(rate);
    entries.push({
      key: 'hasbled',
      title: title(SCORE_NAMES.hasbled, hasbled.punteggio),
      badge: hasbled.altoRischio ? t('profile.scores.hasbled.high') : undefined,
      what: t('profile.scores.hasbled.what'),
      lines: [
        people
          ? t(`profile.scores.hasbled.${people.per}`, { count: people.count })
          : t('profile.scores.hasbled.noRate'),
        hasbled.altoRischio ? t('profile.scores.hasbled.highNote', other) : null,
      ],
    });
  }
  if (framingham) {
    const rate = framingham.rischioIctus10AnniPct;
    entries.push({
      key: 'framingham',
      title: title(
        SCORE_NAMES.framingham,
        t('profile.scores.framingham.points', { count: framingham.punti }),
      ),
      what: t('profile.scores.framingham.what'),
      lines: [
        rate === null
          ? t('profile.scores.framingham.noRate')
          : t('profile.scores.framingham.per100', { count: Math.round(rate), ...other }),
        sesso === 'F' ? <WomenCaveats key="women" full={full} about={about} /> : null,
      ],
    });
  }
  if (nihss) {
    entries.push({
      key: 'nihss',
      title: title(SCORE_NAMES.nihss, nihss.totale),
      what: t('profile.scores.nihss.what'),
      lines: [t('profile.scores.nihss.band', { band: t(`profile.scores.nihss.bands.${nihss.gravita}`) })],
    });
  }
  const grade = mrs === null ? null : String(mrs);
  if (grade !== null && isGrade(grade)) {
    entries.push({
      key: 'mrs',
      title: title(`${t('profile.scores.mrs.name')} (mRS)`, grade),
      what: t('profile.scores.mrs.what', other),
      lines: [t(`profile.scores.mrs.grades.${grade}`, other)],
    });
  }
  return entries;
}

/** The women's Framingham caveats: in plain words, and (in full) the contract's own for the doctor. */
function WomenCaveats({ full, about }: { full: boolean; about?: string }) {
  const { t } = useTranslation('stroke');
  return (
    <div className="alert alert-warning mt-2 mb-0">
      <p className="mb-0">{t('profile.scores.framingham.women', otherOf(about))}</p>
      {full ? (
        <details className="mt-2">
          <summary>{t('profile.scores.framingham.caveats')}</summary>
          {/* The contract keeps them in Italian, next to the tables they are about. */}
          <ul lang="it" className="mb-0 mt-2">
            {FRAMINGHAM.caveats.map((caveat) => (
              <li key={caveat}>{caveat}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function ScoreBadge({ text }: { text?: string }) {
  return text ? <span className="badge bg-warning text-dark ms-2 align-middle">{text}</span> : null;
}

function Lines({ lines }: { lines: ReactNode[] }) {
  return lines
    .filter((line) => line !== null)
    .map((line, index) =>
      typeof line === 'string' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sentences of one score, never reordered
        <p key={index} className="mb-1">
          {line}
        </p>
      ) : (
        line
      ),
    );
}

/**
 * The scores of `fattori` for the patient (`sesso` chooses the Framingham caveats): in full (what each measures,
 * one section per score under an h3) or `compact` (a list, for the home). `about`: the patient's name when someone
 * else reads them (a caregiver), the same plain words in the third person.
 */
export function ScoreSummary({
  fattori,
  sesso,
  compact = false,
  about,
}: {
  fattori: FattoriPaziente;
  sesso: 'M' | 'F';
  compact?: boolean;
  about?: string;
}) {
  const { t } = useTranslation('stroke');
  const entries = useEntries(fattori, sesso, !compact, about);
  const notComputed = useId();
  const other = otherOf(about);
  return (
    <>
      {compact ? null : <p>{t('profile.scores.intro', other)}</p>}
      {entries.length === 0 ? <p>{t('profile.scores.none', other)}</p> : null}
      {entries.length > 0 && compact ? (
        <ul className="list-unstyled">
          {entries.map((entry) => (
            <li key={entry.key} className="mb-3">
              <strong>{entry.title}</strong> <ScoreBadge text={entry.badge} />
              <Lines lines={entry.lines} />
            </li>
          ))}
        </ul>
      ) : null}
      {entries.length > 0 && !compact
        ? entries.map((entry) => <ScoreSection key={entry.key} entry={entry} />)
        : null}
      {fattori.nonCalcolati.length > 0 ? (
        <>
          <p id={notComputed} className="fw-semibold mb-1">
            {t('profile.scores.notComputed')}
          </p>
          <ul aria-labelledby={notComputed}>
            {fattori.nonCalcolati.map((item) => (
              <li key={item.punteggio}>
                {scoreName(item.punteggio)}: {item.motivo}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="alert alert-info">
        <p className="mb-0">{t('profile.scores.doctorNote', other)}</p>
      </div>
    </>
  );
}

function ScoreSection({ entry }: { entry: Entry }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mb-4">
      <h3 id={heading} className="h5">
        {entry.title} <ScoreBadge text={entry.badge} />
      </h3>
      {entry.what ? <p className="mb-1">{entry.what}</p> : null}
      <Lines lines={entry.lines} />
    </section>
  );
}
