import { Alert, Button } from 'antd';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { FinanceApplication, FinanceKind } from '#shared/contract/finance';
import { touristSubmitApply } from '#shared/contract/refs/finance';
import { Card } from './ApplyFrame';
import { ApplyForm } from './ApplyForm';
import { StatusLookup } from './StatusLookup';
import styles from './finance.module.css';

// The confirmation after sending (antd Result) loads when there is one to show.
const VisitorDone = lazy(() => import('./VisitorDone'));

/** A visitor: contact data and the SMS code; afterwards the application number and a status look-up. */
export function VisitorApply({ kind, Fields }: { kind: FinanceKind; Fields: ComponentType<{ visitor: boolean }> }) {
  const { t } = useTranslation('finance');
  const { pathname } = useLocation();
  const [done, setDone] = useState<{ app: FinanceApplication; mobile: string } | null>(null);
  if (done) {
    return (
      <Card>
        <Suspense fallback={null}>
          <VisitorDone applyNo={done.app.applyNo} onAnother={() => setDone(null)} />
        </Suspense>
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
