import { useEffect, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '#shared/api/gateway-error';
import { addH5Areas } from '#shared/i18n/bundles/h5-areas';
import { ensureAreas } from '#shared/i18n/i18n';
import { useCaptchaImage } from '#shared/hooks/useCaptchaImage';
import './captcha-sheet.css';

/** A solved picture captcha, as the commands that need one take it. */
export interface CaptchaAnswer {
  captchaId: string;
  captchaCode: string;
}

type Outcome = 'done' | { retry: string };

// The whole of `common`, as an area (a copy of the file: scripts/json-copy.mjs).
addH5Areas(import.meta.glob<Record<string, unknown>>('../../src-shared/i18n/locales/*/common.json', { import: 'default', query: '?area' }));

/**
 * The H5 picture captcha (webMember/getImage) in a modal box: asked before an SMS code is sent and
 * when a mobile look-up answers "captcha required". Loaded on first use (import()), so no page's
 * first load carries it. `withCaptcha(attempt)` shows it, runs the call with the answer, and
 * answers the call's result, or null when the user cancels. A refused answer (field captchaCode)
 * shows a new picture; any other error closes the box and rejects.
 */
export async function withCaptcha<T>(attempt: (answer: CaptchaAnswer) => Promise<T>): Promise<T | null> {
  // The box's texts (common: captcha.*) are not in the H5 first paint's part of `common` (h5-<lang>.ts).
  await ensureAreas(['common']).catch(() => undefined);
  return new Promise<T | null>((resolve, reject) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const opener = document.activeElement as HTMLElement | null;
    // After the current render pass (React warns when a root unmounts during one).
    const close = () => setTimeout(() => (root.unmount(), host.remove()), 0);
    const onAnswer = async (answer: CaptchaAnswer): Promise<Outcome> => {
      try {
        const value = await attempt(answer);
        close();
        resolve(value);
      } catch (err) {
        if (err instanceof GatewayError && err.field === 'captchaCode') return { retry: err.info };
        close();
        reject(err);
      }
      return 'done';
    };
    // On success the caller moves the focus on (to the code input); on cancel it goes back.
    const onCancel = () => {
      close();
      opener?.focus();
      resolve(null);
    };
    root.render(<CaptchaSheet onAnswer={onAnswer} onCancel={onCancel} />);
  });
}

function CaptchaSheet({ onAnswer, onCancel }: { onAnswer: (a: CaptchaAnswer) => Promise<Outcome>; onCancel: () => void }) {
  const { t } = useTranslation('common');
  const { captcha, loadError, code, setCode, input, load } = useCaptchaImage(t('state.error'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = async () => {
    if (!captcha || busy) return;
    const answer = code.trim();
    if (!answer) return setError(t('captcha.required'));
    setBusy(true);
    setError(null);
    const outcome = await onAnswer({ captchaId: captcha.captchaId, captchaCode: answer });
    if (outcome !== 'done') {
      setBusy(false);
      setError(outcome.retry);
      await load();
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onCancel();
  };

  return (
    <div className="h5-captcha" onKeyDown={onKeyDown}>
      <form
        className="h5-captcha__box"
        role="dialog"
        aria-modal="true"
        aria-labelledby="h5-captcha-title"
        aria-describedby="h5-captcha-hint"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 className="h5-captcha__title" id="h5-captcha-title">
          {t('captcha.title')}
        </h2>
        <p className="h5-captcha__hint" id="h5-captcha-hint">
          {t('captcha.hint')}
        </p>
        <div className="h5-captcha__row">
          <input
            ref={input}
            className="h5-captcha__input"
            name="captchaCode"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={8}
            aria-label={t('captcha.label')}
            aria-invalid={!!(error ?? loadError)}
            placeholder={t('captcha.placeholder')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="button" className="h5-captcha__picture" onClick={() => void load()} aria-label={t('captcha.refresh')} disabled={busy}>
            {captcha ? <img src={'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(captcha.svg)} alt={t('captcha.alt')} data-captcha-id={captcha.captchaId} /> : t('state.loading')}
          </button>
        </div>
        {(error ?? loadError) && (
          <p className="h5-captcha__error" role="alert">
            {error ?? loadError}
          </p>
        )}
        <div className="h5-captcha__actions">
          <button type="button" onClick={onCancel}>
            {t('action.cancel')}
          </button>
          <button type="submit" disabled={!captcha || busy}>
            {t('captcha.confirm')}
          </button>
        </div>
      </form>
    </div>
  );
}
