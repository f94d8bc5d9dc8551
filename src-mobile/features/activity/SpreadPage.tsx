import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { clearSalesmanLogin } from '#shared/auth/salesman-session';
import { changePicSelf, getMySalesMemberInfo } from '#shared/contract/refs/activity';
import { formatTime } from '#shared/utils/beijing-time';
import { maskPhone } from '#shared/utils/phone-mask';
import { showToast } from '../../components/feedback';
import { LazyButton } from '../../components/LazyButton';
import { PageLoading } from '../../components/PageLoading';
import { PICTURE_LIMIT, shrinkPicture } from './picture';
import { SalesmanError, SalesmanGate } from './SalesmanGate';
import { salesmanCall, useSalesmanCommand } from './salesman';
import { shareCurrentPage } from '../../app/wechat/jssdk';
import { shareLinks, spreadShareData } from './spread-share';
import { SpreadQr } from './SpreadQr';
import './spread.css';

/**
 * /spread: the salesman's home. Their picture (changePicSelf), name and code, the running
 * registration campaign with their personal and company sign-up counts, the links to share with a
 * QR code of each to scan from the screen, and inside WeChat the share card carrying their code.
 */
export default function SpreadPage() {
  return (
    <SalesmanGate>
      <SpreadHome />
    </SalesmanGate>
  );
}

function SpreadHome() {
  const { t } = useTranslation('spread');
  const navigate = useNavigate();
  const info = useSalesmanCommand(getMySalesMemberInfo, {});
  const [picture, setPicture] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const [qrKind, setQrKind] = useState<'personal' | 'company'>('personal');
  const me0 = info.data;

  // Inside WeChat, forwarding the page forwards the salesman's sign-up link (nothing happens elsewhere).
  // Set after the shell's per-route card, whose effect runs after this page's: WeChat keeps the last.
  useEffect(() => {
    if (!me0) return;
    const later = setTimeout(() => void shareCurrentPage(spreadShareData(me0, window.location.origin, (key, vars) => t(key, vars ?? {}))));
    return () => clearTimeout(later);
  }, [me0, t]);

  if (info.loading && !info.data) return <PageLoading />;
  if (info.error || !info.data) return <SalesmanError error={info.error!} onRetry={info.reload} />;
  const me = info.data;
  const links = shareLinks(window.location.origin, me.spreadCode);
  const shown = picture ?? me.picture;

  const onPicture = async (file: File | undefined) => {
    if (!file) return;
    setSaving(true);
    try {
      const data = await shrinkPicture(file);
      if (data.length > PICTURE_LIMIT) return showToast(t('home.pictureTooBig'), 'fail');
      const r = await salesmanCall(changePicSelf, { picture: data }, { showError: true });
      setPicture(r.picture);
      showToast(t('home.pictureSaved'), 'success');
    } catch {
      /* shown by the client */
    } finally {
      setSaving(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('home.copied'), 'success');
    } catch {
      showToast(t('home.copyFailed'));
    }
  };

  return (
    <div className="spread">
      <section className="spread-card spread-me">
        <button type="button" className="spread-avatar" onClick={() => fileRef.current?.click()} aria-label={t('home.picture')} disabled={saving}>
          {shown ? <img src={shown} alt="" /> : <span aria-hidden="true">{me.name.slice(0, 1)}</span>}
        </button>
        <input ref={fileRef} type="file" name="picture" accept="image/png,image/jpeg" hidden onChange={(e) => void onPicture(e.target.files?.[0])} />
        <div className="spread-me__text">
          <h1 className="spread-me__name">{me.name}</h1>
          <p className="spread-muted">{maskPhone(me.mobile)}</p>
          <p className="spread-code">
            {t('home.code')}: <strong data-testid="spread-code">{me.spreadCode}</strong>
          </p>
        </div>
        <button type="button" className="spread-link-btn" onClick={() => fileRef.current?.click()} disabled={saving}>
          {t('home.picture')}
        </button>
      </section>

      <section className="spread-card">
        <h2 className="spread-title">{t('home.activity')}</h2>
        {me.activity ? (
          <>
            <p className="spread-strong">{me.activity.title}</p>
            <p className="spread-muted">
              {formatTime(me.activity.startsAt)} – {formatTime(me.activity.endsAt)}
            </p>
            <div className="spread-counts">
              <Link to="/spread/list?tab=personal" className="spread-count">
                <strong>{me.personalCount}</strong>
                <span>{t('home.personal')}</span>
              </Link>
              <Link to="/spread/list?tab=company" className="spread-count">
                <strong>{me.companyCount}</strong>
                <span>{t('home.company')}</span>
              </Link>
            </div>
          </>
        ) : (
          <p className="spread-muted">{t('home.noActivity')}</p>
        )}
      </section>

      <section className="spread-card">
        <h2 className="spread-title">{t('home.share')}</h2>
        <p className="spread-muted">{t('home.shareHint')}</p>
        {(['personal', 'company'] as const).map((kind) => (
          <div key={kind} className="spread-share">
            <span className="spread-share__label">{t(`home.${kind}`)}</span>
            <code className="spread-share__link">{links[kind]}</code>
            <LazyButton size="small" color="primary" fill="outline" onClick={() => void copy(links[kind])}>
              {t('home.copy')}
            </LazyButton>
          </div>
        ))}
      </section>

      <section className="spread-card spread-qr" aria-labelledby="spread-qr-title">
        <h2 className="spread-title" id="spread-qr-title">
          {t('qr.title')}
        </h2>
        <div className="spread-qr__kinds">
          {(['personal', 'company'] as const).map((kind) => (
            <button key={kind} type="button" className="spread-qr__kind" aria-pressed={qrKind === kind} onClick={() => setQrKind(kind)}>
              {t(`qr.${kind}`)}
            </button>
          ))}
        </div>
        <SpreadQr link={links[qrKind]} label={t('qr.alt', { kind: t(`qr.${qrKind}`), code: me.spreadCode })} />
        <p className="spread-muted">{t('qr.hint')}</p>
      </section>

      <LazyButton block color="primary" size="large" onClick={() => navigate('/spread/list')}>
        {t('home.list')}
      </LazyButton>
      <LazyButton
        block
        fill="none"
        onClick={() => {
          clearSalesmanLogin();
          info.reload();
          navigate('/spread', { replace: true });
        }}
      >
        {t('home.logout')}
      </LazyButton>
    </div>
  );
}
