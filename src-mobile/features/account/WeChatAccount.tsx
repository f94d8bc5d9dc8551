import { useTranslation } from 'react-i18next';
import type { WxBinding, WxUser } from '#shared/contract/wechat';
import type { WxState } from './useWeChatSignIn';

type Authorised = Extract<WxState, { wechat: WxUser }>;

/** The authorised WeChat on the login screen: the login will bind it, what it is bound to, or a choice of the accounts it is bound to. */
export function WeChatAccount({ state, onPick }: { state: Authorised; onPick(memberCode: string): void }) {
  const { t } = useTranslation('wxAccount');
  const who = <WeChatUser wechat={state.wechat} />;
  if (state.kind === 'unbound') {
    return (
      <div className="h5-wx-panel" data-testid="wx-panel">
        {who}
        <p className="h5-wx-panel__text">{t('willBind')}</p>
      </div>
    );
  }
  if (state.kind === 'bound') {
    return (
      <div className="h5-wx-panel" data-testid="wx-panel">
        {who}
        <p className="h5-wx-panel__text">{t('alreadyBound')}</p>
        <BindingList bindings={state.bindings} />
      </div>
    );
  }
  return (
    <div className="h5-wx-panel" data-testid="wx-panel">
      {who}
      <p className="h5-wx-panel__text">{t('chooseAccount')}</p>
      <ul className="h5-wx-choices">
        {state.choices.map((c) => (
          <li key={c.memberCode}>
            <button type="button" className="h5-wx-choice" onClick={() => onPick(c.memberCode)}>
              <strong>{c.companyName ?? t('personalAccount')}</strong>
              <span>
                {c.name} · {c.mobile}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WeChatUser({ wechat }: { wechat: WxUser }) {
  const { t } = useTranslation('wxAccount');
  return (
    <p className="h5-wx-user">
      {wechat.avatarUrl ? (
        <img className="h5-wx-user__avatar" src={wechat.avatarUrl} alt="" width={32} height={32} />
      ) : (
        <span className="h5-wx-user__avatar" aria-hidden="true">
          <svg viewBox="0 0 32 32" width="32" height="32">
            <ellipse cx="13" cy="13" rx="8" ry="6.5" fill="#fff" />
            <ellipse cx="20" cy="19" rx="7" ry="5.5" fill="#fff" opacity="0.85" />
          </svg>
        </span>
      )}
      <span>{wechat.nickname ? t('authorisedAs', { name: wechat.nickname }) : t('authorised')}</span>
    </p>
  );
}

export function BindingList({ bindings }: { bindings: WxBinding[] }) {
  const { t } = useTranslation('wxAccount');
  return (
    <ul className="h5-wx-bindings">
      {bindings.map((b) => (
        <li key={b.memberCode}>
          <strong>{b.companyName ?? t('personalAccount')}</strong>
          <span>
            {b.name} · {b.mobile}
          </span>
        </li>
      ))}
    </ul>
  );
}
