import { Button, Segmented, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { TransRecord } from '#shared/contract/fund';
import { RECORD_KINDS, type Direction, type RecordKind } from '#shared/contract/fund-values';
import { getTransInfoList, getTransInfoListMoney } from '#shared/contract/refs/fund';
import { AccountGate } from './AccountGate';
import { money } from './format';
import { FundPage, LoadError } from './FundPage';
import { RecordTable } from './RecordTable';
import styles from './fund.module.css';
import { toast } from '../../components/toast';
import { LazyRangePicker } from '../../components/LazyRangePicker';

const ROWS = 10;
/** A total with its sign, except zero. */
const signed = (sign: '+' | '-', v: string) => (/^0\.00$/.test(v) ? money(v) : `${sign}${money(v)}`);
const EXPORT_PAGE = 500;

/** /memberCenter/recordList: transaction records by kind, income or expense and time range, paged, exported to Excel. */
export default function RecordPage() {
  const { t } = useTranslation('fund');
  return (
    <FundPage title={t('records.title')} testId="record-page">
      <AccountGate>{() => <Records />}</AccountGate>
    </FundPage>
  );
}

function Records() {
  const { t } = useTranslation('fund');
  const [kind, setKind] = useState<'all' | RecordKind>('all');
  const [direction, setDirection] = useState<'all' | Direction>('all');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);

  const filter = {
    ...(kind === 'all' ? {} : { kind }),
    ...(range ? { start: range[0].format('YYYY-MM-DD'), end: range[1].format('YYYY-MM-DD') } : {}),
  };
  const params = { ...filter, ...(direction === 'all' ? {} : { direction }) };
  const list = useCommand(getTransInfoList, params, { page, rows: ROWS });
  const totals = useCommand(getTransInfoListMoney, filter);

  const exportAll = async () => {
    setExporting(true);
    try {
      // Every page of the current filter, not just the one on screen.
      const rows: TransRecord[] = [];
      for (let p = 1; ; p++) {
        const r = await call(getTransInfoList, params, { page: p, rows: EXPORT_PAGE });
        rows.push(...r.list);
        if (rows.length >= r.total || r.list.length === 0) break;
      }
      const { exportRecords } = await import('./export-records');
      await exportRecords(rows, {
        sheet: t('records.title'),
        kind: (k) => t(`kind.${k}`),
        direction: (d) => t(`direction.${d}`),
        head: [t('records.col.time'), t('records.col.kind'), t('records.col.direction'), t('records.col.purpose'), t('records.col.amount'), t('records.col.balance')],
        file: `${t('records.file')}.xlsx`,
      });
    } catch (e) {
      toast.error((e as GatewayError).info ?? String(e));
    } finally {
      setExporting(false);
    }
  };

  const reset = () => setPage(1);
  return (
    <>
      <div className={styles.toolbar}>
        <Segmented
          aria-label={t('records.kindLabel')}
          value={kind}
          onChange={(v) => {
            setKind(v as typeof kind);
            reset();
          }}
          options={(['all', ...RECORD_KINDS] as const).map((k) => ({ value: k, label: k === 'all' ? t('kind.all') : t(`kind.${k}`) }))}
        />
        <Button onClick={() => void exportAll()} loading={exporting} disabled={!list.data?.total} data-testid="export-records">
          {t('records.export')}
        </Button>
      </div>
      <div className={styles.filters} style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('records.directionLabel')}
          value={direction}
          style={{ width: 200 }}
          onChange={(v) => {
            setDirection(v);
            reset();
          }}
          options={(['all', 'income', 'expense'] as const).map((d) => ({ value: d, label: t(`direction.${d}`) }))}
        />
        <LazyRangePicker
          aria-label={t('records.rangeLabel')}
          placeholder={[t('records.rangeStart'), t('records.rangeEnd')]}
          value={range}
          onChange={(v) => {
            setRange(v && v[0] && v[1] ? [v[0], v[1]] : null);
            reset();
          }}
        />
      </div>
      {totals.data && (
        <p className={styles.totals} data-testid="record-totals">
          <span>
            {t('overview.income')}: <span className={styles.income}>{signed('+', totals.data.income)}</span>
          </span>
          <span>
            {t('overview.expense')}: <span className={styles.expense}>{signed('-', totals.data.expense)}</span>
          </span>
          <span>{t('records.count', { count: totals.data.count })}</span>
        </p>
      )}
      {list.error && !list.data ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <RecordTable
          list={list.data?.list ?? []}
          loading={list.loading}
          pagination={{ current: page, pageSize: ROWS, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (count) => t('records.count', { count }) }}
        />
      )}
    </>
  );
}
