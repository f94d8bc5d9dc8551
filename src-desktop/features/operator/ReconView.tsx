import { Descriptions, Tag, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { QueueItem, ReconSide, ReconView } from '#shared/contract/operator';
import styles from './operator.module.css';

/** Reconciliation differences: how a row and a detail show the day, the order and both sides. */

export function sideLabel(t: TFunction, s: ReconSide | null) {
  return s ? `${t(`recon.dir.${s.direction}`)} ${s.amount} · ${t(`recon.result.${s.status}`)}` : t('recon.none');
}

export function reconColumns(t: TFunction): NonNullable<TableProps<QueueItem>['columns']> {
  return [
    { title: t('recon.day'), key: 'day', width: 110, render: (_: unknown, i) => i.recon?.day },
    { title: t('recon.orderNo'), key: 'orderNo', render: (_: unknown, i) => <span className={styles.value}>{i.recon?.orderNo}</span> },
    { title: t('recon.difference'), key: 'difference', render: (_: unknown, i) => (i.recon ? <Tag color="warning">{t(`recon.diff.${i.recon.difference}`)}</Tag> : null) },
    { title: t('recon.ledger'), key: 'ledger', render: (_: unknown, i) => (i.recon ? sideLabel(t, i.recon.ledger) : null) },
    { title: t('recon.bank'), key: 'bank', render: (_: unknown, i) => (i.recon ? sideLabel(t, i.recon.bank) : null) },
  ];
}

export function ReconSummary({ t, recon }: { t: TFunction; recon: ReconView }) {
  return (
    <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }} style={{ marginTop: 12 }}>
      <Descriptions.Item label={t('recon.difference')}>{t(`recon.diff.${recon.difference}`)}</Descriptions.Item>
      <Descriptions.Item label={t('recon.ledger')}>{sideLabel(t, recon.ledger)}</Descriptions.Item>
      <Descriptions.Item label={t('recon.bank')}>{sideLabel(t, recon.bank)}</Descriptions.Item>
    </Descriptions>
  );
}
