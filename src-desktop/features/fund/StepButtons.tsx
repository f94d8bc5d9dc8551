import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './fund.module.css';

/**
 * The button row under a step of the fund flows: back, any extra buttons, and the primary one
 * (submits the step's form unless `onNext` is given; "next" unless `nextLabel` says otherwise).
 */
export function StepButtons({
  onPrev,
  prevLabel,
  onNext,
  nextLabel,
  busy,
  testId,
  children,
}: {
  onPrev: () => void;
  prevLabel?: string;
  onNext?: () => void;
  nextLabel?: string;
  busy?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('fund');
  return (
    <div className={styles.quick}>
      <Button onClick={onPrev}>{prevLabel ?? t('action.prev')}</Button>
      {children}
      <Button type="primary" htmlType={onNext ? 'button' : 'submit'} loading={busy} onClick={onNext} data-testid={testId}>
        {nextLabel ?? t('action.next')}
      </Button>
    </div>
  );
}
