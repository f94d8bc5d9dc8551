import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { hasText, normalizeLang, text } from '#shared/rules/texts';
import { showToast } from '../../components/feedback';
import { useSubmitOnce } from '../../components/form-kit-checks';
import { factoryChecks } from './factory-checks';

type Field = 'name' | 'companyName' | 'address';

/** Registers a plant found in the field (facApprove/initFacInfo), then opens its info form. */
export function RegisterFactory() {
  const { t, i18n } = useTranslation('factory');
  const lang = normalizeLang(i18n.language);
  const navigate = useNavigate();
  const [v, setV] = useState<Record<Field, string>>({ name: '', companyName: '', address: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const once = useSubmitOnce();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  // The hub's "register a new factory" link lands here (#register): bring the form into view.
  useEffect(() => {
    if (hash === '#register') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const submit = once(async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const { initFacInfo } = await factoryChecks.load();
    const params = { name: v.name, companyName: v.companyName, ...(v.address.trim() ? { address: v.address } : {}) };
    const parsed = initFacInfo.params.safeParse(params);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const i of parsed.error.issues) found[String(i.path[0]) as Field] ??= i.message;
      setErrors(found);
      return form.querySelector<HTMLInputElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    }
    setBusy(true);
    try {
      const { facSn } = await call(initFacInfo, parsed.data);
      showToast(t('init.done', { facSn }), 'success');
      navigate(`/mobile/completeFacSubmit?facSn=${facSn}`);
    } catch (err) {
      if (err instanceof GatewayError) setErrors(err.field ? { [err.field as Field]: err.info } : { name: err.info });
    } finally {
      setBusy(false);
    }
  });

  const input = (f: Field, label: string, max: number) => (
    <>
      <label className="h5-fac-label" htmlFor={`init-${f}`}>
        {label}
      </label>
      <input
        id={`init-${f}`}
        name={f}
        className="h5-fac-input"
        maxLength={max}
        value={v[f]}
        onChange={(e) => {
          setV((x) => ({ ...x, [f]: e.target.value }));
          setErrors((x) => ({ ...x, [f]: undefined }));
        }}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={errors[f] ? `init-${f}-error` : undefined}
      />
      {errors[f] ? (
        <p className="h5-fac-error" id={`init-${f}-error`} role="alert">
          {hasText(errors[f]!) ? text(errors[f]!, lang) : errors[f]}
        </p>
      ) : null}
    </>
  );

  return (
    <section ref={ref} className="h5-fac-panel" id="register" aria-labelledby="register-title">
      <h2 className="h5-fac-section-title" id="register-title">
        {t('init.title')}
      </h2>
      <p className="h5-fac-hint">{t('init.lead')}</p>
      <form className="h5-fac-form h5-fac-card" onSubmit={submit} onFocus={factoryChecks.preload} noValidate>
        {input('name', t('field.name'), 60)}
        {input('companyName', t('field.companyName'), 49)}
        {input('address', t('field.address'), 120)}
        <Button type="submit" block color="primary" loading={busy}>
          {t('action.register')}
        </Button>
      </form>
    </section>
  );
}
