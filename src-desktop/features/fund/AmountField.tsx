import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import * as f from '../../../src-shared/rules/fund-fields';
import { useLang } from '../../components/useLang';
import { money } from './format';
import { withinAvailable, zodRule } from './form-rules';
import { MoneyInput } from './MoneyInput';
import styles from './fund.module.css';

/** The amount step's field with the balance available above it; `capped` refuses more than that balance (money going out). */
export function AmountField({ label, available, capped, placeholder }: { label: string; available: string; capped?: boolean; placeholder?: string }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const rules = [zodRule(f.amount, lang, 'rule.recharge.amount.required'), ...(capped ? [withinAvailable(available, lang)] : [])];
  return (
    <>
      <p className={styles.muted}>{t('deposit.availableNow', { amount: money(available) })}</p>
      <Form.Item label={label} name="amount" rules={rules}>
        <MoneyInput name="amount" autoFocus placeholder={placeholder} />
      </Form.Item>
    </>
  );
}
