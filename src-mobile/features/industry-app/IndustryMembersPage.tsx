import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { connect, memberList } from '#shared/contract/refs/industry-app';
import { needsIndustryAuth } from '#shared/utils/industry-token';
import { maskPhone } from '#shared/utils/phone-mask';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import { ErrorCode } from '#shared/contract/errors';
import './industry-app.css';

/** Spec: the H5 variant with a passed token lists members with rows 1000, page 1. */
const ROWS = 1000;

/**
 * /h5/industryApp/members?token=: opened by an app with the company admin's portal token in the
 * URL; lists the company's industry-app members through the industry API (read-only). Without an
 * industry token yet, or after the industry API refused one, it obtains one with that portal token
 * (industryApp/connect) once and loads again; a second refusal is shown, not retried.
 */
export default function IndustryMembersPage() {
  const { t, i18n } = useTranslation('industryApp');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const members = useCommand(memberList, {}, { token, page: 1, rows: ROWS, enabled: token.length > 0 });
  const [connectError, setConnectError] = useState<GatewayError | null>(null);
  const tried = useRef(false);
  const needsToken = needsIndustryAuth(members.error);
  const { reload } = members;

  useEffect(() => {
    if (!needsToken || tried.current) return;
    tried.current = true;
    call(connect, {}, { token })
      .then(reload)
      .catch((e: unknown) => setConnectError(e instanceof GatewayError ? e : new GatewayError(0, String(e))));
  }, [needsToken, token, reload]);

  if (!token) return <StateBlock title={t('h5.noToken')} description={t('h5.noTokenDesc')} />;
  const error = connectError ?? (needsToken && tried.current && !members.loading ? members.error : needsToken ? undefined : members.error);
  if (error) {
    if (error.code === ErrorCode.tokenInvalid || error.code === ErrorCode.tokenExpired) return <StateBlock title={t('h5.badToken')} description={t('h5.badTokenDesc')} />;
    if (error.code === ErrorCode.forbidden) return <StateBlock title={t('h5.forbidden')} description={error.info} />;
    return (
      <StateBlock title={needsIndustryAuth(error) ? t('h5.refused') : t('h5.error')} description={error.info}>
        <Button block onClick={() => window.location.reload()}>
          {t('h5.retry')}
        </Button>
      </StateBlock>
    );
  }
  if (!members.data) return <PageLoading />;

  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeZone: 'Asia/Shanghai' });
  const list = members.data.list;
  return (
    <div className="h5-ind-page">
      <header className="h5-ind-hero">
        <h1 className="h5-ind-hero__title">{t('h5.title')}</h1>
        <p className="h5-ind-hero__count">{t('h5.count', { count: members.data.total })}</p>
      </header>
      {list.length ? (
        <ul className="h5-ind-list">
          {list.map((m) => (
            <li key={m.id} className="h5-ind-card" data-status={m.status}>
              <div className="h5-ind-card__head">
                <h2 className="h5-ind-card__name">{m.name}</h2>
                <span className={`h5-ind-tag h5-ind-tag--${m.status}`}>{t(`members.status.${m.status}`)}</span>
              </div>
              <p className="h5-ind-card__meta">
                <span className="h5-ind-mono">{maskPhone(m.mobile)}</span>
                <span>{t('h5.added', { time: date.format(new Date(m.createdAt)) })}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="h5-ind-empty">{t('h5.empty')}</p>
      )}
    </div>
  );
}
