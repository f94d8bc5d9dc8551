import { Table, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransRecord } from '#shared/contract/fund';
import { formatTime, money } from './format';
import styles from './fund.module.css';

const KIND_COLOR: Record<TransRecord['kind'], string> = {
  recharge: 'blue',
  withdrawal: 'orange',
  payment: 'volcano',
  collection: 'green',
  repayment: 'purple',
  refund: 'cyan',
};

/** Records as a table: kind, purpose, time, signed amount, balance after. */
export function RecordTable({ list, loading, pagination }: { list: TransRecord[]; loading?: boolean; pagination?: TableProps<TransRecord>['pagination'] }) {
  const { t } = useTranslation('fund');
  const columns: TableProps<TransRecord>['columns'] = [
    { title: t('records.col.kind'), dataIndex: 'kind', width: 110, render: (k: TransRecord['kind']) => <Tag color={KIND_COLOR[k]}>{t(`kind.${k}`)}</Tag> },
    { title: t('records.col.purpose'), dataIndex: 'purpose' },
    { title: t('records.col.time'), dataIndex: 'time', width: 170, render: (v: string) => formatTime(v) },
    {
      title: t('records.col.amount'),
      dataIndex: 'amount',
      width: 150,
      align: 'right',
      render: (v: string, r) => <span className={r.direction === 'income' ? styles.income : styles.expense}>{`${r.direction === 'income' ? '+' : '-'}${money(v)}`}</span>,
    },
    { title: t('records.col.balance'), dataIndex: 'balance', width: 150, align: 'right', render: (v: string) => <span className={styles.money}>{money(v)}</span> },
  ];
  return <Table<TransRecord> rowKey="id" size="middle" loading={loading} columns={columns} dataSource={list} pagination={pagination ?? false} locale={{ emptyText: t('records.empty') }} />;
}
