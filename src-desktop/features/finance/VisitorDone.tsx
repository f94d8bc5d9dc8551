import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A visitor's application went in: its number (the look-up below is filled in with it). */
export default function VisitorDone({ applyNo, onAnother }: { applyNo: string; onAnother: () => void }) {
  const { t } = useTranslation('finance');
  return <Result status="success" title={t('visitor.doneTitle')} subTitle={<span data-testid="apply-no">{t('visitor.doneBody', { applyNo })}</span>} extra={<Button onClick={onAnother}>{t('visitor.another')}</Button>} />;
}
