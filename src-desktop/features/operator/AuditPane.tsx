import { Alert, Button, DatePicker, Input, Table, Tabs, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import type { AuditFilters, ChainHead, VerifyResult } from '#shared/contract/audit';
import { heads, operatorActors, operatorQueryPage, verify } from '#shared/contract/refs/audit';
import { AUDIT_KINDS } from '#shared/contract/audit-values';
import type { KeysetCursor } from '#shared/hooks/useKeyset';
import { formatTime } from '#shared/utils/beijing-time';
import { AuditLog } from '../../components/audit/AuditLog';
import { AUDIT_ROWS } from '../../components/audit/CursorPager';
import { useLang } from '../../components/useLang';
import { opCall, useOpCommand } from './op-session';
import styles from './operator.module.css';

/** The console's audit tab: any company's log (with the company page's filters and drawer) and chain check, and the recorded day heads with open breaks. */
export default function AuditPane() {
  const { t } = useTranslation('audit');
  const [tab, setTab] = useState<'log' | 'heads'>('log');
  return (
    <section aria-labelledby="audit-pane">
      <h2 id="audit-pane" className={styles.h2}>
        {t('op.tab')}
      </h2>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'log' | 'heads')}
        items={[
          { key: 'log', label: t('op.logTab'), children: <CompanyLog /> },
          { key: 'heads', label: t('op.headsTab'), children: <DayHeads /> },
        ]}
      />
    </section>
  );
}

function CompanyLog() {
  const { t } = useTranslation('audit');
  const [typed, setTyped] = useState('');
  const [companyCode, setCompanyCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [verdict, setVerdict] = useState<VerifyResult | GatewayError | null>(null);

  const runVerify = async () => {
    setVerifying(true);
    setVerdict(null);
    try {
      setVerdict(await opCall(verify, { companyCode }));
    } catch (e) {
      setVerdict(e as GatewayError);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <>
      <form
        style={{ display: 'flex', gap: 8, marginBottom: 16 }}
        onSubmit={(e) => {
          e.preventDefault();
          setCompanyCode(typed.trim());
          setVerdict(null);
        }}
      >
        <label htmlFor="audit-company" className={styles.muted} style={{ alignSelf: 'center' }}>
          {t('op.companyCode')}
        </label>
        <Input id="audit-company" name="companyCode" style={{ width: 200 }} placeholder={t('op.companyPlaceholder')} value={typed} maxLength={64} onChange={(e) => setTyped(e.target.value)} />
        <Button type="primary" htmlType="submit" disabled={!typed.trim()}>
          {t('op.open')}
        </Button>
      </form>
      {companyCode ? (
        <>
          {verdict && <Verdict verdict={verdict} />}
          <OperatorLog
            key={companyCode}
            companyCode={companyCode}
            extra={
              <Button onClick={() => void runVerify()} loading={verifying} data-testid="audit-verify">
                {verifying ? t('op.verifying') : t('op.verify')}
              </Button>
            }
          />
        </>
      ) : (
        <p className={styles.muted}>{t('op.enterCode')}</p>
      )}
    </>
  );
}

function OperatorLog({ companyCode, extra }: { companyCode: string; extra: React.ReactNode }) {
  const lang = useLang();
  // One function per company (the key above remounts this): AuditLog calls it as a hook.
  const [useEntries] = useState(() => (params: AuditFilters & KeysetCursor) => useOpCommand(operatorQueryPage, { companyCode, ...params }, { page: 1, rows: AUDIT_ROWS, lang }));
  const [searchActors] = useState(() => (keyword: string) => opCall(operatorActors, { companyCode, ...(keyword ? { keyword } : {}) }));
  return <AuditLog useEntries={useEntries} kinds={AUDIT_KINDS} extra={extra} searchActors={searchActors} />;
}

function Verdict({ verdict }: { verdict: VerifyResult | GatewayError }) {
  const { t } = useTranslation('audit');
  if (!('ok' in verdict)) return <Alert type="error" showIcon title={verdict.info} style={{ marginBottom: 12 }} />;
  const v = verdict;
  const title = v.ok
    ? v.head
      ? t('op.verifyOk', { checked: v.checked, seq: v.head.seq })
      : t('op.verifyOkEmpty')
    : t('op.verifyBroken', { seq: v.broken?.seq ?? '?', reason: t(`op.reason.${v.broken?.reason ?? 'hash'}`), checked: v.checked });
  return <Alert type={v.ok ? 'success' : 'error'} showIcon title={title} role={v.ok ? 'status' : 'alert'} data-testid="audit-verdict" style={{ marginBottom: 12 }} />;
}

function DayHeads() {
  const { t } = useTranslation('audit');
  const lang = useLang();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [page, setPage] = useState(1);
  const list = useOpCommand(heads, day ? { day: day.format('YYYY-MM-DD') } : {}, { page, rows: AUDIT_ROWS, lang });
  const d = list.data;
  return (
    <>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <label htmlFor="audit-day" className={styles.muted}>
          {t('op.day')}
        </label>
        <DatePicker
          id="audit-day"
          value={day}
          onChange={(v) => {
            setDay(v);
            setPage(1);
          }}
        />
        <span className={styles.muted}>{t('op.dayHint')}</span>
      </div>
      {list.error && !d ? (
        <Alert type="error" showIcon title={list.error.info} action={<Button onClick={list.reload}>{t('common:state.retry')}</Button>} />
      ) : (
        <>
          <h3 className={styles.h2} id="audit-heads">
            {d ? t('op.headsFor', { day: d.day }) : t('op.headsTab')}
          </h3>
          <Table<ChainHead>
            aria-labelledby="audit-heads"
            rowKey="chain"
            size="small"
            loading={list.loading}
            dataSource={d?.list ?? []}
            locale={{ emptyText: t('op.noHeads') }}
            pagination={{ current: page, pageSize: AUDIT_ROWS, total: d?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: setPage }}
            columns={[
              { title: t('op.col.company'), key: 'company', render: (_: unknown, h) => (h.companyCode ? `${h.companyName ?? ''} (${h.companyCode})` : t('op.platform')) },
              { title: t('op.col.chain'), dataIndex: 'chain', width: 140 },
              { title: t('op.col.seq'), dataIndex: 'seq', width: 110 },
              { title: t('op.col.hash'), dataIndex: 'hash', render: (v: string) => <code style={{ wordBreak: 'break-all', fontSize: 12 }}>{v}</code> },
            ]}
          />
          <h3 className={styles.h2} id="audit-breaks" style={{ marginTop: 24 }}>
            {t('op.breaks')}
          </h3>
          <Table
            aria-labelledby="audit-breaks"
            rowKey={(b) => `${b.chain}.${b.seq}`}
            size="small"
            loading={list.loading}
            dataSource={d?.breaks ?? []}
            locale={{ emptyText: t('op.noBreaks') }}
            pagination={false}
            columns={[
              { title: t('op.col.company'), dataIndex: 'companyCode', render: (v: string | null) => v ?? t('op.platform') },
              { title: t('op.col.chain'), dataIndex: 'chain', width: 140 },
              { title: t('op.col.seq'), dataIndex: 'seq', width: 110 },
              { title: t('op.col.reason'), dataIndex: 'reason', render: (r: string) => <Tag color="error">{t(`op.reason.${r}`, { defaultValue: r })}</Tag> },
              { title: t('op.col.foundAt'), dataIndex: 'foundAt', width: 160, render: (v: string) => formatTime(v) },
            ]}
          />
        </>
      )}
    </>
  );
}
