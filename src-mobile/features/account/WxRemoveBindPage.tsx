import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { getBindList, removeBindByUnionid } from '#shared/contract/refs/wechat';
import { openidPageUrl, weChatAuthorisedHere } from '../../app/wechat/identity';
import { confirmDialog } from '../../components/feedback';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import { noTicket } from './useWeChatSignIn';
import { BindingList, WeChatUser } from './WeChatAccount';
import './wx-login.css';

/**
 * /wx/removeBind: unbind this WeChat (memberWechat/removeBindByUnionid) from every account
 * it is bound to, after showing them. Without a WeChat authorisation (no live HttpOnly ticket,
 * which the gateway tells) the page asks for one; unbinding by mobile number is the alternative.
 */
export default function WxRemoveBindPage() {
  const { t } = useTranslation(['wxBinding', 'wx']);
  const navigate = useNavigate();
  const [authorised] = useState(weChatAuthorisedHere);
  const list = useCommand(getBindList, {}, { enabled: authorised });
  const [busy, setBusy] = useState(false);

  if (!authorised || noTicket(list.error)) {
    return (
      <StateBlock title={t('unbind.needWeChat.title')} description={t('unbind.needWeChat.body')}>
        <a className="h5-wx-panel__button" href={openidPageUrl('/wx/removeBind')}>
          {t('wx:login.authorise')}
        </a>
        <Link className="h5-text-link" to="/wx/removePhoneBind">
          {t('unbind.byMobileLink')}
        </Link>
      </StateBlock>
    );
  }
  if (list.loading) return <PageLoading />;
  if (list.error || !list.data) {
    return (
      <StateBlock title={t('unbind.loadFailed')} description={list.error?.info}>
        <Button block onClick={list.reload}>
          {t('common:state.retry')}
        </Button>
        <a className="h5-wx-panel__button" href={openidPageUrl('/wx/removeBind')}>
          {t('wx:login.authorise')}
        </a>
      </StateBlock>
    );
  }

  const onRemove = async () => {
    if (!(await confirmDialog(t('unbind.confirm')))) return;
    setBusy(true);
    try {
      const r = await call(removeBindByUnionid, {}, { showError: true });
      navigate(`/wx/removeBindResult?removed=${r.removed}`, { replace: true });
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };

  const { wechat, bindings } = list.data;
  return (
    <div className="h5-login">
      <header className="h5-login__intro">
        <h1 className="h5-login__title">{t('unbind.title')}</h1>
        <p className="h5-login__lead">{t('unbind.lead')}</p>
      </header>
      <div className="h5-wx-panel">
        <WeChatUser wechat={wechat} />
        {bindings.length ? (
          <>
            <p className="h5-wx-panel__text">{t('unbind.boundTo')}</p>
            <BindingList bindings={bindings} />
          </>
        ) : (
          <p className="h5-wx-panel__text">{t('unbind.nothing')}</p>
        )}
      </div>
      {bindings.length ? (
        <Button block color="danger" size="large" loading={busy} onClick={() => void onRemove()}>
          {t('unbind.submit')}
        </Button>
      ) : (
        <Link className="h5-link-button" to="/wx/bind">
          {t('result.bindAgain')}
        </Link>
      )}
      <p className="h5-login__footer">
        <Link to="/wx/removePhoneBind">{t('unbind.byMobileLink')}</Link>
      </p>
    </div>
  );
}
