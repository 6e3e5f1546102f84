import { Button, Icon } from 'design-react-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { useCreaFeed, useFeed, useRevocaFeed } from '../calendar.queries.ts';
import { formatInstant, localeOf } from '../calendar.time.ts';

/** The private iCal feed: its address is shown once, when made (the server keeps only a digest of it). */
export function FeedSection({ onNotice }: { onNotice: (text: string) => void }) {
  const { t, i18n } = useTranslation('calendar');
  const locale = localeOf(i18n.resolvedLanguage);
  const ids = { url: useId(), help: useId() };
  const feed = useFeed();
  const crea = useCreaFeed();
  const revoca = useRevocaFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  // The create button's refusal (the dialog's stays in the dialog).
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'regenerate' | 'revoke' | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  // After a change the button pressed may be gone: the focus goes to what the change brought (the new address, or
  // the create button once the feed reads as revoked), and the dialog does not give it back.
  const [focusTarget, setFocusTarget] = useState<'url' | 'create' | null>(null);
  const [returnFocus, setReturnFocus] = useState(true);
  useEffect(() => {
    const target =
      focusTarget === 'url' ? urlInput.current : focusTarget === 'create' ? createButton.current : null;
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  });

  const ask = (what: 'regenerate' | 'revoke') => {
    setReturnFocus(true);
    setAsking(what);
  };

  /** A new address (shown once), or none once revoked. */
  const changed = (address: string | null, revoked = false) => {
    setFailure(null);
    setCopied(null);
    setReturnFocus(false);
    setFocusTarget(revoked ? 'create' : 'url');
    setAsking(null);
    setUrl(address);
    onNotice(t(revoked ? 'booking.feed.revoked' : 'booking.feed.created'));
  };

  const create = async () => {
    setBusy(true);
    setFailure(null);
    const result = await crea.mutateAsync({});
    setBusy(false);
    if (result.ok) changed(result.data.url);
    else setFailure(result);
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  const active = feed.data?.attivo ?? false;
  const dialog = asking === 'revoke' ? 'revokeDialog' : 'regenerateDialog';
  let state: ReactNode;
  if (feed.isPending) state = <p>{t('booking.feed.loading')}</p>;
  else if (!active) state = <p>{t('booking.feed.inactive')}</p>;
  else
    state = (
      <p>
        {feed.data?.creatoIl
          ? t('booking.feed.active', { since: formatInstant(feed.data.creatoIl, locale) })
          : t('booking.feed.activeNoDate')}
      </p>
    );

  return (
    <PageSection title={t('booking.feed.title')}>
      <p>{t('booking.feed.lead')}</p>
      {state}
      {url ? (
        <div className="form-group">
          <label htmlFor={ids.url} className="active">
            {t('booking.feed.url')}
          </label>
          <div className="d-flex flex-wrap gap-2 align-items-start">
            <input
              ref={urlInput}
              id={ids.url}
              type="text"
              className="form-control flex-grow-1 w-auto"
              readOnly
              value={url}
              aria-describedby={ids.help}
              onFocus={(event) => event.target.select()}
            />
            <Button color="primary" type="button" onClick={() => void copy()}>
              <Icon icon="it-copy" size="sm" color="white" aria-hidden="true" />
              {t('booking.feed.copy')}
            </Button>
          </div>
          <small id={ids.help} className="form-text">
            {t('booking.feed.urlHelp')}
          </small>
          <p role="status" className="mt-2 mb-0">
            {copied === 'copied' ? t('booking.feed.copied') : null}
            {copied === 'failed' ? t('booking.feed.copyFailed') : null}
          </p>
        </div>
      ) : null}
      {failure ? <FailureAlert failure={failure} /> : null}
      {feed.isPending ? null : (
        <div className="d-flex flex-wrap gap-2">
          {active ? (
            <>
              <Button color="primary" outline type="button" onClick={() => ask('regenerate')}>
                {t('booking.feed.regenerate')}
              </Button>
              <Button color="danger" outline type="button" onClick={() => ask('revoke')}>
                {t('booking.feed.revoke')}
              </Button>
            </>
          ) : (
            <Button
              innerRef={createButton}
              color="primary"
              type="button"
              disabled={busy}
              onClick={() => void create()}
            >
              {t('booking.feed.create')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        title={t(`booking.feed.${dialog}.title`)}
        keepLabel={t('booking.common.keep')}
        confirmLabel={t(`booking.feed.${dialog}.confirm`)}
        confirmColor={asking === 'revoke' ? 'danger' : 'primary'}
        returnFocus={returnFocus}
        onConfirm={() => (asking === 'revoke' ? revoca.mutateAsync({}) : crea.mutateAsync({}))}
        onDone={(result) => (asking === 'revoke' ? changed(null, true) : changed(result.url))}
        onCancel={() => setAsking(null)}
      >
        <p className="mb-0">{t(`booking.feed.${dialog}.question`)}</p>
      </ConfirmDialog>
    </PageSection>
  );
}
