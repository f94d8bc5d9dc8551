import type { BankCardView } from '#shared/contract/bank-card';
import styles from './fund.module.css';

/** A card in one line: bank, masked number, holder. */
export function CardLine({ c }: { c: BankCardView }) {
  return (
    <span>
      <strong>{c.bankName}</strong> <span className={`${styles.money} ${styles.nowrap}`}>{c.cardNo}</span> <span className={styles.muted}>{c.holderName}</span>
    </span>
  );
}
