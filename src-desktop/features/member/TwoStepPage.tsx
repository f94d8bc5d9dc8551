import { Alert, Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAction } from '#shared/api/useAction';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { recoveryCodesRegenerate, secondFactorStatus, totpDisable, totpEnable, totpSetup } from '#shared/contract/refs/security';
import type { TotpSetup } from '#shared/contract/security';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { Input, Password } from '../../components/form-inputs';
import { toast } from '../../components/toast';
import { formatTime } from './format';
import { LoadError, MemberPage } from './MemberPage';
import { PasskeySection } from './PasskeySection';
import styles from './member.module.css';

/**
 * /memberCenter/twoStep: two-step verification (decision 0051). Off: set up with the QR code (or
 * the key typed by hand), confirm with a code, then the ten recovery codes shown once (copy,
 * download). On: new recovery codes after a code, or turn it off with a code or the password.
 * Passkeys (decision 0054) are listed and added here once it is on.
 * `?required=1` comes from the gateway's "your company requires it" refusal; `?redirect=` goes back.
 */
export default function TwoStepPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useCommand(secondFactorStatus, {});
  const [codes, setCodes] = useState<string[] | null>(null);
  const companyAdmin = useSession((s) => !!s.profile?.companyAdmin);
  const back = params.get('redirect') ? safeRedirect(params.get('redirect'), '/memberCenter') : null;
  const s = status.data;

  const done = () => {
    setCodes(null);
    status.reload();
  };

  return (
    <MemberPage
      title={t('twoStep.title')}
      testId="two-step-page"
      extra={
        companyAdmin ? (
          <Button type="link" onClick={() => navigate('/memberCenter/twoStepPolicy')}>
            {t('twoStep.toPolicy')}
          </Button>
        ) : undefined
      }
    >
      {(params.get('required') === '1' || s?.requiredByCompany) && !s?.enabled && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('twoStep.requiredByCompany')} data-testid="two-step-required" />}
      <p className={styles.muted}>{t('twoStep.intro')}</p>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={done} back={back} />
      ) : status.loading && !s ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : status.error && !s ? (
        <LoadError info={status.error.info} onRetry={status.reload} />
      ) : s?.enabled ? (
        <Enabled enabledAt={s.enabledAt} left={s.recoveryCodesLeft} onCodes={setCodes} onDisabled={done} />
      ) : s ? (
        <Setup onEnabled={setCodes} />
      ) : null}
    </MemberPage>
  );
}

/** Off: the setup (a fresh secret each time it starts), then the confirming code. */
function Setup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('member');
  const setup = useAction(totpSetup);
  const enable = useAction(totpEnable);
  const [data, setData] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');

  if (!data) {
    return (
      <div data-testid="two-step-off">
        <p>
          <Tag>{t('twoStep.off')}</Tag> {t('twoStep.offBody')}
        </p>
        {setup.error && <Alert type="error" showIcon title={setup.error.info} style={{ marginBottom: 12 }} role="alert" />}
        <Button type="primary" loading={setup.busy} onClick={() => setup.run({}).then(setData, () => undefined)} data-testid="two-step-start">
          {t('twoStep.start')}
        </Button>
      </div>
    );
  }
  const confirm = () => {
    if (!/^\d{6}$/.test(code)) return;
    enable.run({ code }).then(
      (r) => onEnabled(r.recoveryCodes),
      () => undefined,
    );
  };
  return (
    <ol className={styles.steps} data-testid="two-step-setup" style={{ paddingLeft: 20, display: 'grid', gap: 16 }}>
      <li>
        <p>{t('twoStep.step1')}</p>
      </li>
      <li>
        <p>{t('twoStep.step2')}</p>
        <img src={data.qr} width={200} height={200} alt={t('twoStep.qrAlt')} data-testid="two-step-qr" style={{ border: '1px solid #e5e7eb', borderRadius: 8 }} />
        <p className={styles.muted} style={{ marginTop: 8 }}>
          {t('twoStep.manual')}{' '}
          <code data-testid="totp-secret" style={{ fontSize: 15, letterSpacing: 1, userSelect: 'all', wordBreak: 'break-all' }}>
            {data.secret}
          </code>{' '}
          <Button size="small" onClick={() => void copy(data.secret, t('twoStep.copied'))}>
            {t('twoStep.copyKey')}
          </Button>
        </p>
      </li>
      <li>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
          style={{ maxWidth: 320 }}
        >
          <label htmlFor="two-step-confirm" style={{ display: 'block', marginBottom: 6 }}>
            {t('twoStep.step3')}
          </label>
          <Input
            id="two-step-confirm"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            status={enable.error ? 'error' : undefined}
            style={{ letterSpacing: 6, marginBottom: 8 }}
          />
          {enable.error && <Alert type="error" showIcon title={enable.error.info} style={{ marginBottom: 8 }} role="alert" />}
          <Button type="primary" htmlType="submit" loading={enable.busy} disabled={code.length !== 6}>
            {t('twoStep.confirm')}
          </Button>
        </form>
      </li>
    </ol>
  );
}

async function copy(value: string, done: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(done);
  } catch {
    // No clipboard (an insecure origin): the text is selectable on the page.
  }
}

/** The ten codes, shown once: copy, download as a text file, then "I have saved them". */
function RecoveryCodes({ codes, onDone, back }: { codes: string[]; onDone: () => void; back: string | null }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t('twoStep.fileHeader')}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div data-testid="recovery-codes">
      <Alert type="success" showIcon title={t('twoStep.codesTitle')} description={t('twoStep.codesBody')} style={{ marginBottom: 16 }} />
      <ul style={{ columns: 2, maxWidth: 360, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 16, listStyle: 'none', padding: 0 }}>
        {codes.map((c) => (
          <li key={c} style={{ padding: '2px 0' }}>
            {c}
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => void copy(text, t('twoStep.copied'))}>{t('twoStep.copyCodes')}</Button>
        <Button onClick={download}>{t('twoStep.download')}</Button>
        <Button
          type="primary"
          onClick={() => {
            onDone();
            if (back) navigate(back);
          }}
          data-testid="recovery-codes-saved"
        >
          {back ? t('twoStep.savedContinue') : t('twoStep.saved')}
        </Button>
      </div>
    </div>
  );
}

/** On: since when, codes left; new recovery codes; turning it off. */
function Enabled({ enabledAt, left, onCodes, onDisabled }: { enabledAt: string | null; left: number; onCodes: (codes: string[]) => void; onDisabled: () => void }) {
  const { t } = useTranslation('member');
  const regenerate = useAction(recoveryCodesRegenerate);
  const disable = useAction(totpDisable);
  const [code, setCode] = useState('');
  const [offWith, setOffWith] = useState<'code' | 'password'>('code');
  const [offValue, setOffValue] = useState('');
  return (
    <div data-testid="two-step-on" style={{ display: 'grid', gap: 24 }}>
      <p>
        <Tag color="success">{t('twoStep.on')}</Tag> {enabledAt ? t('twoStep.onSince', { time: formatTime(enabledAt) }) : null} {t('twoStep.codesLeft', { count: left })}
      </p>
      {left <= 3 && <Alert type="warning" showIcon title={t('twoStep.fewCodes')} />}
      <PasskeySection />
      <section>
        <h2 className={styles.safeTitle}>{t('twoStep.regenerateTitle')}</h2>
        <p className={styles.muted}>{t('twoStep.regenerateBody')}</p>
        <form
          style={{ display: 'flex', gap: 8, maxWidth: 420 }}
          onSubmit={(e) => {
            e.preventDefault();
            regenerate.run({ code }).then(
              (r) => onCodes(r.recoveryCodes),
              () => undefined,
            );
          }}
        >
          <Input aria-label={t('twoStep.codeLabel')} inputMode="numeric" maxLength={6} placeholder="000000" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          <Button htmlType="submit" loading={regenerate.busy} disabled={code.length !== 6}>
            {t('twoStep.regenerate')}
          </Button>
        </form>
        {regenerate.error && <Alert type="error" showIcon title={regenerate.error.info} style={{ marginTop: 8, maxWidth: 420 }} role="alert" />}
      </section>
      <section>
        <h2 className={styles.safeTitle}>{t('twoStep.disableTitle')}</h2>
        <p className={styles.muted}>{t('twoStep.disableBody')}</p>
        <form
          style={{ display: 'flex', gap: 8, maxWidth: 420 }}
          onSubmit={(e) => {
            e.preventDefault();
            disable.run(offWith === 'code' ? { code: offValue.trim() } : { password: offValue }).then(
              () => {
                toast.success(t('twoStep.disabled'));
                onDisabled();
              },
              () => undefined,
            );
          }}
        >
          {offWith === 'code' ? (
            <Input aria-label={t('twoStep.codeOrRecovery')} placeholder={t('twoStep.codeOrRecovery')} maxLength={11} value={offValue} onChange={(e) => setOffValue(e.target.value)} />
          ) : (
            <Password aria-label={t('twoStep.password')} placeholder={t('twoStep.password')} autoComplete="current-password" maxLength={64} value={offValue} onChange={(e) => setOffValue(e.target.value)} />
          )}
          <Button danger htmlType="submit" loading={disable.busy} disabled={!offValue}>
            {t('twoStep.disable')}
          </Button>
        </form>
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => {
            setOffWith((w) => (w === 'code' ? 'password' : 'code'));
            setOffValue('');
            disable.reset();
          }}
        >
          {offWith === 'code' ? t('twoStep.withPassword') : t('twoStep.withCode')}
        </Button>
        {disable.error && <Alert type="error" showIcon title={disable.error.info} style={{ marginTop: 8, maxWidth: 420 }} role="alert" />}
      </section>
    </div>
  );
}
