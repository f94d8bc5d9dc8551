import Button from 'antd-mobile/es/components/button';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { canRun } from '#shared/auth/can-run';
import { useSession } from '#shared/auth/session';
import { queryPage as auditQueryPage } from '#shared/contract/refs/audit';
import { getMemberInfo, getWorkFunctionSelect, modiMemberInfo as modiRef } from '#shared/contract/refs/account';
import { ensureAllTexts } from '#shared/i18n/i18n';
import { hasText, normalizeLang, text } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { showToast } from '../../components/feedback';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './member.css';

type Field = 'name' | 'email' | 'workFunction';

/** The command's schema (zod) and the rule texts its errors show: loaded when editing starts, not to show the details. */
const loadSchema = () => import('#shared/contract/account');
const startEditing = () => Promise.all([loadSchema(), ensureAllTexts()]);

/**
 * /mobile/personalInfo: the signed-in member's name, email, company and work function
 * (mobile masked), editable (webMember/modiMemberInfo, checked with the same schema first).
 */
export default function PersonalInfoPage() {
  const { t, i18n } = useTranslation('mmember');
  const lang = normalizeLang(i18n.language);
  const info = useCommand(getMemberInfo, {});
  const functions = useCommand(getWorkFunctionSelect, {});
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ name: '', email: '', workFunction: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (info.data) setValues({ name: info.data.name, email: info.data.email ?? '', workFunction: info.data.workFunction ?? '' });
  }, [info.data]);

  if (info.loading && !info.data) return <PageLoading />;
  if (info.error || !info.data)
    return (
      <StateBlock title={t('common:state.error')} description={info.error?.info}>
        <Button block onClick={info.reload}>
          {t('common:state.retry')}
        </Button>
      </StateBlock>
    );

  const d = info.data;
  const functionLabel = (v: string | null) => functions.data?.find((f) => f.value === v)?.label ?? v ?? '—';

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    const params = { name: values.name, email: values.email.trim(), ...(values.workFunction ? { workFunction: values.workFunction } : {}) };
    const { modiMemberInfo } = await loadSchema();
    const parsed = modiMemberInfo.params.safeParse(params);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = String(issue.path[0]) as Field;
        found[f] ??= hasText(issue.message) ? issue.message : 'rule.general.required.enter';
      }
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const next = await call(modiRef, parsed.data, { showError: true });
      const profile = useSession.getState().profile;
      if (profile) useSession.getState().setProfile({ ...profile, fullName: next.name, workFunction: next.workFunction });
      showToast(t('personalInfo.saved'), 'success');
      setEditing(false);
      info.reload();
    } catch (err) {
      if (err instanceof GatewayError && err.field) setErrors((x) => ({ ...x, [err.field as Field]: err.info }));
    } finally {
      setSaving(false);
    }
  };
  const error = (f: Field) =>
    errors[f] ? (
      <p className="h5-login__error" id={`info-${f}-error`} role="alert">
        {hasText(errors[f]!) ? text(errors[f]!, lang) : errors[f]}
      </p>
    ) : null;
  const set = (f: Field, v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    setErrors((x) => ({ ...x, [f]: undefined }));
  };

  return (
    <div className="h5-member-page">
      <section className="h5-member-card">
        <div className="h5-member-card__head">
          <span className="h5-member-card__avatar" aria-hidden="true">
            {d.name.slice(0, 1)}
          </span>
          <div>
            <h1 className="h5-member-card__name">{d.name}</h1>
            <p className="h5-member-card__meta">{d.memberType === 'enterprise' ? d.companyName : t('home.member.personal')}</p>
          </div>
        </div>
        {editing ? (
          <form className="h5-member-form" onSubmit={(e) => void onSave(e)} noValidate>
            <label htmlFor="info-name">{t('personalInfo.name')}</label>
            <input id="info-name" name="name" maxLength={30} value={values.name} onChange={(e) => set('name', e.target.value)} aria-invalid={errors.name ? true : undefined} />
            {error('name')}
            <label htmlFor="info-email">{t('personalInfo.email')}</label>
            <input
              id="info-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={60}
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              aria-invalid={errors.email ? true : undefined}
            />
            {error('email')}
            <label htmlFor="info-function">{t('personalInfo.workFunction')}</label>
            <select id="info-function" name="workFunction" value={values.workFunction} onChange={(e) => set('workFunction', e.target.value)}>
              {(functions.data ?? []).map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
            {error('workFunction')}
            <div className="h5-member-form__actions">
              <Button type="button" block onClick={() => setEditing(false)}>
                {t('common:action.cancel')}
              </Button>
              <Button type="submit" block color="primary" loading={saving}>
                {t('personalInfo.save')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <dl className="h5-member-dl">
              <div>
                <dt>{t('personalInfo.name')}</dt>
                <dd>{d.name}</dd>
              </div>
              <div>
                <dt>{t('personalInfo.mobile')}</dt>
                <dd>{maskPhone(d.mobile)}</dd>
              </div>
              <div>
                <dt>{t('personalInfo.email')}</dt>
                <dd>{d.email || '—'}</dd>
              </div>
              <div>
                <dt>{t('personalInfo.company')}</dt>
                <dd>{d.companyName || t('home.member.personal')}</dd>
              </div>
              <div>
                <dt>{t('personalInfo.workFunction')}</dt>
                <dd>{functionLabel(d.workFunction)}</dd>
              </div>
            </dl>
            <Button
              block
              color="primary"
              onClick={() => {
                void startEditing();
                setEditing(true);
              }}
            >
              {t('personalInfo.edit')}
            </Button>
            <Link className="h5-member-link" to="/mobile/twoStep" style={{ display: 'block', marginTop: 12, textAlign: 'center' }}>
              {t('twoStep.title')}
            </Link>
          </>
        )}
      </section>
      <Link className="h5-member-link" to="/mobile/devices" data-testid="h5-devices-link">
        {t('devices.link')}
      </Link>
      <AuditLinks />
    </div>
  );
}

/** The member's own account activity, and the company's audit log for who may read it (audit.view). */
function AuditLinks() {
  const { t } = useTranslation('mmember');
  const profile = useSession((s) => s.profile);
  const company = profile?.memberType === 'enterprise' && !!profile.companyCode && canRun(auditQueryPage, profile);
  return (
    <nav aria-labelledby="h5-audit-links">
      <h2 id="h5-audit-links" className="h5-member-title" style={{ marginTop: 24, fontSize: 17 }}>
        {t('personalInfo.links')}
      </h2>
      <ul className="h5-audit-links">
        <li>
          <Link to="/mobile/accountActivity">
            {t('personalInfo.activity')}
            <span aria-hidden="true">›</span>
          </Link>
        </li>
        {company ? (
          <li>
            <Link to="/mobile/auditLog">
              {t('personalInfo.auditLog')}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
