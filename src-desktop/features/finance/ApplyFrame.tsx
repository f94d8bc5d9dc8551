import { Alert, Button, Result, Skeleton, message } from 'antd';
import { Form } from '../../components/Form';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import type { CommandDef } from '#shared/contract/command';
import type { FinanceApplication, FinanceKind } from '#shared/contract/finance';
import { applyDetail, touristSubmitApply } from '#shared/contract/refs/finance';
import { text } from '#shared/rules/texts';
import { RequireRun, RunButton } from '../../components/Authority';
import { useLang } from '../../components/useLang';
import { ApplicationStatus } from './ApplicationStatus';
import { placeFieldErrors } from '../../components/form-rules';
import { StatusLookup } from './StatusLookup';
import styles from './finance.module.css';

export interface ApplyKind {
  kind: FinanceKind;
  /** The member's submit command of this kind. */
  submit: CommandDef;
  Fields: ComponentType<{ visitor: boolean }>;
  /** Whether visitors may apply too (touristSubmitApply); otherwise they are asked to log in. */
  visitors?: boolean;
}

/** One application page: the heading and intro, then the member's or the visitor's way to apply. */
export function ApplyFrame(props: ApplyKind) {
  const { t } = useTranslation('finance');
  const signedIn = useSession((s) => s.token !== null);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t(`${props.kind}.title`)}</h1>
        <p className={styles.lead}>{t(`${props.kind}.lead`)}</p>
      </header>
      <section className={styles.card}>{signedIn ? <MemberApply {...props} /> : props.visitors === false ? <MembersOnly /> : <VisitorApply {...props} />}</section>
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <div data-testid="finance-state">{children}</div>;
}

/** A signed-in member: why not (personal, uncertified), or the latest application and the form. */
function MemberApply({ kind, submit, Fields }: ApplyKind) {
  const { t } = useTranslation('finance');
  const lang = useLang();
  const { pathname } = useLocation();
  const detail = useCommand(applyDetail, { kind });
  const [fresh, setFresh] = useState(false);
  const d = detail.data;

  if (!d && detail.loading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!d) return <Alert type="error" showIcon role="alert" title={detail.error?.info} action={<Button onClick={detail.reload}>{t('retry')}</Button>} />;

  if (d.eligibility !== 'ok') {
    const personal = d.eligibility === 'personal';
    return (
      <Result
        status="warning"
        title={text('finance.enterpriseRealNameRequired', lang)}
        subTitle={t(personal ? 'member.personal' : 'member.uncertified')}
        extra={
          personal ? (
            <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
              <Button type="primary">{t('member.enterpriseLogin')}</Button>
            </Link>
          ) : (
            <Link to="/memberCenter/trueName">
              <Button type="primary">{t('member.certify')}</Button>
            </Link>
          )
        }
      />
    );
  }

  const app = d.application;
  const onDone = () => {
    setFresh(false);
    detail.reload();
  };
  if (app && app.status === 'submitted')
    return (
      <Card>
        <ApplicationStatus app={app} />
      </Card>
    );
  if (app && app.status === 'passed' && !fresh) {
    return (
      <Card>
        <ApplicationStatus app={app} />
        <RunButton command={submit} type="primary" onClick={() => setFresh(true)} className={styles.after}>
          {t('member.newApplication')}
        </RunButton>
      </Card>
    );
  }
  const resubmit = app?.status === 'notPassed' ? app : null;
  return (
    <Card>
      {resubmit && <ApplicationStatus app={resubmit} />}
      <RequireRun command={submit}>
        <ApplyForm submit={submit} Fields={Fields} visitor={false} initial={resubmit?.form} cta={resubmit ? t('resubmit') : t('submit')} onDone={onDone} />
      </RequireRun>
    </Card>
  );
}

/** A visitor on a form that only members of certified companies may send. */
function MembersOnly() {
  const { t } = useTranslation('finance');
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <Result
      status="info"
      title={text('finance.enterpriseRealNameRequired', lang)}
      subTitle={t('member.membersOnly')}
      extra={
        <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
          <Button type="primary">{t('member.enterpriseLogin')}</Button>
        </Link>
      }
    />
  );
}

/** A visitor: contact data and the SMS code; afterwards the application number and a status look-up. */
function VisitorApply({ kind, Fields }: ApplyKind) {
  const { t } = useTranslation('finance');
  const { pathname } = useLocation();
  const [done, setDone] = useState<{ app: FinanceApplication; mobile: string } | null>(null);
  if (done) {
    return (
      <Card>
        <Result
          status="success"
          title={t('visitor.doneTitle')}
          subTitle={<span data-testid="apply-no">{t('visitor.doneBody', { applyNo: done.app.applyNo })}</span>}
          extra={<Button onClick={() => setDone(null)}>{t('visitor.another')}</Button>}
        />
        <StatusLookup initial={{ applyNo: done.app.applyNo, mobile: done.mobile }} />
      </Card>
    );
  }
  return (
    <>
      <Alert
        type="info"
        showIcon
        className={styles.note}
        title={t('visitor.note')}
        action={
          <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
            <Button size="small">{t('visitor.login')}</Button>
          </Link>
        }
      />
      <ApplyForm visitor Fields={Fields} submit={touristSubmitApply} extra={{ kind }} cta={t('submit')} onDone={(app, values) => setDone({ app, mobile: String(values.contactMobile) })} />
      <StatusLookup />
    </>
  );
}

function ApplyForm(props: {
  submit: CommandDef;
  Fields: ComponentType<{ visitor: boolean }>;
  visitor: boolean;
  initial?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  cta: string;
  onDone: (app: FinanceApplication, values: Record<string, unknown>) => void;
}) {
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const { Fields } = props;
  const onFinish = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      // Empty optional fields are left out rather than sent as "".
      const params = Object.fromEntries(Object.entries({ ...values, ...props.extra }).filter(([, v]) => v !== undefined && v !== ''));
      const app = (await call(props.submit, params as never)) as FinanceApplication;
      message.success(text('general.submitSuccess', lang));
      props.onDone(app, values);
    } catch (e) {
      if (!placeFieldErrors(form, e)) message.error(text('general.submitFailed', lang, { reason: (e as GatewayError).info }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={props.initial} onFinish={(v) => void onFinish(v)} scrollToFirstError requiredMark className={styles.form}>
      <Fields visitor={props.visitor} />
      <Button type="primary" htmlType="submit" size="large" loading={saving} className={styles.submit}>
        {props.cta}
      </Button>
    </Form>
  );
}
