import Button from 'antd-mobile/es/components/button';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { getApplyInfo } from '#shared/contract/refs/factory';
import { normalizeFacSn } from '#shared/rules/factory-sn';
import { hasText, normalizeLang, text } from '#shared/rules/texts';
import { showToast } from '../../components/feedback';
import { StateBlock } from '../../components/StateBlock';
import { HUB, LoadError, Skeleton, StatusTag } from './common';
import { useSubmitOnce } from '../../components/form-kit-checks';
import { factoryChecks } from './factory-checks';
import './factory.css';

type Kind = 'base' | 'account';
const FIELDS: Record<Kind, readonly Field[]> = { base: ['name', 'address', 'deviceCount', 'area'], account: ['contactName', 'contactMobile'] };
type Field = 'name' | 'address' | 'deviceCount' | 'area' | 'contactName' | 'contactMobile';
const NUMERIC: readonly Field[] = ['deviceCount', 'area'];
const MAX: Record<Field, number> = { name: 60, address: 120, deviceCount: 6, area: 8, contactName: 30, contactMobile: 11 };

/**
 * /mobile/factoryChange?facSn=&kind=base|account: the field admin asks the platform to change an
 * approved factory's base info (name, address, devices, area) or its contact. The form starts
 * from the current values; base changes send only what was edited. The change applies when the
 * platform approves the push.
 */
function FactoryChangePage() {
  const { t, i18n } = useTranslation('factory');
  const lang = normalizeLang(i18n.language);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const facSn = normalizeFacSn(params.get('facSn') ?? '');
  const kind: Kind = params.get('kind') === 'account' ? 'account' : 'base';
  const apply = useCommand(getApplyInfo, { facSn }, { enabled: !!facSn });
  const [v, setV] = useState<Record<Field | 'reason', string>>({ name: '', address: '', deviceCount: '', area: '', contactName: '', contactMobile: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'reason' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const once = useSubmitOnce();

  const f = apply.data?.factory;
  const current = (k: Field) => {
    const val = f?.[k];
    return val === null || val === undefined ? '' : String(val);
  };
  useEffect(() => {
    if (f) setV((x) => ({ ...x, ...Object.fromEntries(FIELDS[kind].map((k) => [k, current(k)])) }));
  }, [f, kind]);

  if (!facSn)
    return (
      <StateBlock title={t('supplier.noFacSn')}>
        <Link className="h5-link-button" to={`${HUB}?tab=factoryStatusList`}>
          {t('action.backToList')}
        </Link>
      </StateBlock>
    );
  if (apply.loading && !apply.data) return <Skeleton />;
  if (apply.error || !apply.data || !f) return <LoadError error={apply.error!} onRetry={apply.reload} />;
  const allowed = kind === 'base' ? apply.data.can.changeBase : apply.data.can.changeAccount;
  if (!allowed)
    return (
      <StateBlock title={f.name} description={apply.data.openPush ? t('supplier.openPush', { kind: t(`kind.${apply.data.openPush.kind}`) }) : t('supplier.notApproved', { status: t(`status.${f.status}`) })}>
        <Link className="h5-link-button" to={`${HUB}?tab=statusList`}>
          {t('action.viewStatus')}
        </Link>
      </StateBlock>
    );

  const set = (k: Field | 'reason', value: string) => {
    setV((x) => ({ ...x, [k]: value }));
    setErrors((x) => ({ ...x, [k]: undefined, form: undefined }));
  };

  const submit = once(async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const edited = FIELDS[kind].filter((k) => kind === 'account' || v[k].trim() !== current(k));
    const body: Record<string, unknown> = { facSn, reason: v.reason };
    for (const k of edited) body[k] = NUMERIC.includes(k) ? (v[k] === '' ? undefined : Number(v[k])) : v[k];
    const schemas = await factoryChecks.load();
    const def = kind === 'base' ? schemas.applyBaseChange : schemas.applyAccountChange;
    const parsed = def.params.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field | 'reason' | 'form', string>> = {};
      for (const i of parsed.error.issues) {
        // "Change at least one item" is about the whole form, not the field the schema names.
        const k = i.message === 'rule.factory.change.empty' ? 'form' : (String(i.path[0]) as Field);
        found[k] ??= hasText(i.message) ? i.message : 'rule.general.required.enter';
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await call(def, parsed.data as never);
      showToast(t('change.done'), 'success');
      navigate(`${HUB}?tab=statusList`, { replace: true });
    } catch (err) {
      // A field's refusal goes under the field; a refusal of the whole request above the button.
      if (err instanceof GatewayError) setErrors({ [(err.field?.split('.')[0] as Field | undefined) ?? 'form']: err.info });
      else showToast(String(err), 'fail');
      apply.reload();
    } finally {
      setBusy(false);
    }
  });

  const error = (k: Field | 'reason' | 'form') =>
    errors[k] ? (
      <p className="h5-fac-error" id={`chg-${k}-error`} role="alert">
        {hasText(errors[k]!) ? text(errors[k]!, lang) : errors[k]}
      </p>
    ) : null;
  const aria = (k: Field | 'reason') => ({ 'aria-invalid': errors[k] ? true : undefined, 'aria-describedby': errors[k] ? `chg-${k}-error` : undefined });

  return (
    <div className="h5-fac-page">
      <header className="h5-fac-hero">
        <h1 className="h5-fac-hero__title">{t(`change.${kind}.title`)}</h1>
        <p className="h5-fac-card__meta">
          <span>{f.name}</span>
          <span className="h5-fac-mono">{f.facSn}</span>
          <StatusTag status={f.status} gold={f.gold} />
        </p>
        <p className="h5-fac-hero__lead">{t(`change.${kind}.lead`)}</p>
      </header>
      <form className="h5-fac-form h5-fac-panel" onSubmit={submit} onFocus={factoryChecks.preload} noValidate>
        {FIELDS[kind].map((k) => (
          <div key={k}>
            <label className="h5-fac-label" htmlFor={`chg-${k}`}>
              {t(`field.${k}`)}
            </label>
            <input
              id={`chg-${k}`}
              name={k}
              className="h5-fac-input"
              maxLength={MAX[k]}
              inputMode={NUMERIC.includes(k) ? 'numeric' : k === 'contactMobile' ? 'tel' : undefined}
              type={k === 'contactMobile' ? 'tel' : 'text'}
              autoComplete="off"
              value={v[k]}
              onChange={(e) => set(k, NUMERIC.includes(k) || k === 'contactMobile' ? e.target.value.replace(/\D/g, '') : e.target.value)}
              {...aria(k)}
            />
            {kind === 'base' && current(k) && v[k].trim() !== current(k) ? <p className="h5-fac-hint">{t('change.was', { value: current(k) })}</p> : null}
            {error(k)}
          </div>
        ))}
        <label className="h5-fac-label" htmlFor="chg-reason">
          {t('field.reason')}
        </label>
        <textarea id="chg-reason" name="reason" className="h5-fac-input h5-fac-textarea" rows={3} maxLength={200} value={v.reason} onChange={(e) => set('reason', e.target.value)} {...aria('reason')} />
        <p className="h5-fac-hint">{v.reason.length}/200</p>
        {error('reason')}
        {error('form')}
        <Button type="submit" block size="large" color="primary" loading={busy}>
          {t('change.submit')}
        </Button>
      </form>
    </div>
  );
}

export default FactoryChangePage;
