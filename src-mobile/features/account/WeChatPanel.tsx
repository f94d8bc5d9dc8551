import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureAreas } from '#shared/i18n/i18n';
import type { WxState } from './useWeChatSignIn';
import type { LoginVariant } from './LoginScreen';

/**
 * The authorised WeChat's views with their texts (wxAccount): shown only after the gateway has answered
 * for a WeChat ticket (the page shows its loading state while asking, and loads them then).
 */
export const loadWeChatAccount = async () => {
  const texts = ensureAreas(['wxAccount']);
  const { WeChatAccount } = await import('./WeChatAccount');
  await texts;
  return WeChatAccount;
};
const WeChatAccount = lazy(() => loadWeChatAccount().then((view) => ({ default: view })));

/**
 * What the login screen says about WeChat: authorise (inside WeChat, or always on the
 * bind page), the authorised WeChat that the login will bind, what it is bound to, a
 * choice of accounts when it is bound in several companies, or an expired authorisation.
 */
export function WeChatPanel(props: { state: WxState; variant: LoginVariant; inWeChat: boolean; authoriseUrl: string; onPick(memberCode: string): void }) {
  const { t } = useTranslation('wx');
  const { state, variant } = props;
  if (variant === 'mobile') return null;

  if (state.kind === 'none' || state.kind === 'invalid') {
    if (!props.inWeChat && variant !== 'bind' && state.kind === 'none') return null;
    return (
      <div className="h5-wx-panel">
        <p className="h5-wx-panel__text">{state.kind === 'invalid' ? t('login.ticketInvalid') : variant === 'bind' ? t('login.bindNeedsWeChat') : t('login.authoriseHint')}</p>
        <a className="h5-wx-panel__button" href={props.authoriseUrl}>
          {t('login.authorise')}
        </a>
      </div>
    );
  }
  if (state.kind === 'checking') return null;
  return (
    <Suspense fallback={null}>
      <WeChatAccount state={state} onPick={props.onPick} />
    </Suspense>
  );
}
