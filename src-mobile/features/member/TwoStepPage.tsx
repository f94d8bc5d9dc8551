import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '#shared/api/useAction';
import { useCommand } from '#shared/api/useCommand';
import { secondFactorStatus, totpDisable, totpEnable, totpSetup } from '#shared/contract/refs/security';
import type { TotpSetup } from '#shared/contract/security';
import { showToast } from '../../components/feedback';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './member.css';

async function copy(value: string, done: string) {
  try {
    await navigator.clipboard.writeText(value);
    showToast(done, 'success');
  } catch {
    // No clipboard: the text is selectable on the page.
  }
}

/**
 * /mobile/twoStep: two-step verification on a phone (decision 0051). The authenticator is usually
 * on this same phone, so the setup leads with "copy the key" and "open in the authenticator"
 * (the otpauth:// link), the QR code below for a second device. Then the code, the recovery codes
 * once (copy), and turning it off with the login password or a code.
 */
export default function TwoStepPage() {
  const { t } = useTranslation('mmember');
  const status = useCommand(secondFactorStatus, {});
  const [codes, setCodes] = useState<string[] | null>(null);
  const s = status.data;
  if (status.loading && !s) return <PageLoading />;
  if (!s)
    return (
      <StateBlock title={t('common:state.error')} description={status.error?.info}>
        <Button block onClick={status.reload}>
          {t('common:state.retry')}
        </Button>
      </StateBlock>
    );
  return (
    <div className="h5-member-page" data-testid="h5-two-step-page">
      <section className="h5-member-card">
        <h1 className="h5-member-card__name">{t('twoStep.title')}</h1>
        <p className="h5-member-card__meta">{t('twoStep.intro')}</p>
        {s.requiredByCompany && !s.enabled && (
          <p className="h5-login__error" role="alert">
            {t('twoStep.required')}
          </p>
        )}
        {codes ? (
          <div data-testid="h5-recovery-codes">
            <p>
              <strong>{t('twoStep.codesTitle')}</strong>
            </p>
            <p className="h5-member-card__meta">{t('twoStep.codesBody')}</p>
            <ul style={{ columns: 2, fontFamily: 'ui-monospace, Menlo, monospace', listStyle: 'none', padding: 0, userSelect: 'all' }}>
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div className="h5-member-form__actions">
              <Button block onClick={() => void copy(codes.join('\n'), t('twoStep.copied'))}>
                {t('twoStep.copyCodes')}
              </Button>
              <Button
                block
                color="primary"
                onClick={() => {
                  setCodes(null);
                  status.reload();
                }}
              >
                {t('twoStep.saved')}
              </Button>
            </div>
          </div>
        ) : s.enabled ? (
          <Enabled left={s.recoveryCodesLeft} onOff={status.reload} />
        ) : (
          <Setup onEnabled={setCodes} />
        )}
      </section>
    </div>
  );
}

function Setup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('mmember');
  const setup = useAction(totpSetup);
  const enable = useAction(totpEnable);
  const [data, setData] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  if (!data)
    return (
      <>
        <p>{t('twoStep.offBody')}</p>
        {setup.error && (
          <p className="h5-login__error" role="alert">
            {setup.error.info}
          </p>
        )}
        <Button block color="primary" loading={setup.busy} onClick={() => setup.run({}).then(setData, () => undefined)}>
          {t('twoStep.start')}
        </Button>
      </>
    );
  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (/^\d{6}$/.test(code))
      enable.run({ code }).then(
        (r) => onEnabled(r.recoveryCodes),
        () => undefined,
      );
  };
  return (
    <div data-testid="h5-two-step-setup">
      <p>{t('twoStep.keyLead')}</p>
      <p>
        <code data-testid="h5-totp-secret" style={{ fontSize: 15, wordBreak: 'break-all', userSelect: 'all' }}>
          {data.secret}
        </code>
      </p>
      <div className="h5-member-form__actions">
        <Button block onClick={() => void copy(data.secret, t('twoStep.copied'))}>
          {t('twoStep.copyKey')}
        </Button>
        <Button
          block
          onClick={() => {
            window.location.href = data.uri;
          }}
        >
          {t('twoStep.openApp')}
        </Button>
      </div>
      <p className="h5-member-card__meta">{t('twoStep.qrLead')}</p>
      <img src={data.qr} width={180} height={180} alt={t('twoStep.qrAlt')} />
      <form className="h5-member-form" onSubmit={onConfirm} noValidate>
        <label htmlFor="h5-two-step-confirm">{t('twoStep.codeLabel')}</label>
        <input
          id="h5-two-step-confirm"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={enable.error ? true : undefined}
        />
        {enable.error && (
          <p className="h5-login__error" role="alert">
            {enable.error.info}
          </p>
        )}
        <Button type="submit" block color="primary" loading={enable.busy} disabled={code.length !== 6}>
          {t('twoStep.confirm')}
        </Button>
      </form>
    </div>
  );
}

function Enabled({ left, onOff }: { left: number; onOff: () => void }) {
  const { t } = useTranslation('mmember');
  const disable = useAction(totpDisable);
  const [password, setPassword] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = password.trim();
    if (!v) return;
    // Six digits or a recovery code: a code; anything else: the login password.
    const asCode = /^(\d{6}|[A-Za-z2-7]{5}-?[A-Za-z2-7]{5})$/.test(v);
    disable.run(asCode ? { code: v } : { password }).then(
      () => {
        showToast(t('twoStep.disabled'), 'success');
        onOff();
      },
      () => undefined,
    );
  };
  return (
    <div data-testid="h5-two-step-on">
      <p>
        <strong>{t('twoStep.on')}</strong> {t('twoStep.codesLeft', { count: left })}
      </p>
      <form className="h5-member-form" onSubmit={onSubmit} noValidate>
        <label htmlFor="h5-two-step-off">{t('twoStep.offLabel')}</label>
        <input id="h5-two-step-off" type="password" autoComplete="current-password" maxLength={64} value={password} onChange={(e) => setPassword(e.target.value)} />
        {disable.error && (
          <p className="h5-login__error" role="alert">
            {disable.error.info}
          </p>
        )}
        <Button type="submit" block color="danger" loading={disable.busy} disabled={!password}>
          {t('twoStep.disable')}
        </Button>
      </form>
    </div>
  );
}
