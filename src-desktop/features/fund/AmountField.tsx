import type { FormRule } from 'antd';
import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import { fundFieldCheck } from './fund-checks';
import { text, type Lang } from '#shared/rules/texts';
import { parseCents } from '#shared/utils/money';
import { useLang } from '../../components/useLang';
import { money } from './format';
import { zodRule } from '../../components/form-rules';
import { MoneyInput } from './MoneyInput';
import styles from './fund.module.css';

/** The amount may not exceed what is available (repayment, withdrawal); same text as the server's refusal. */
function withinAvailable(available: string, lang: Lang): FormRule {
  return {
    validator: async (_r, v: string) => {
      if ((parseCents(v ?? '') ?? 0) > (parseCents(available) ?? 0)) throw new Error(text('fund.insufficient', lang));
    },
  };
}

/** The amount step's field with the balance available above it; `capped` refuses more than that balance (money going out). */
export function AmountField({ label, available, capped, placeholder }: { label: string; available: string; capped?: boolean; placeholder?: string }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const rules = [zodRule(fundFieldCheck('amount'), lang, 'rule.recharge.amount.required'), ...(capped ? [withinAvailable(available, lang)] : [])];
  return (
    <>
      <p className={styles.muted}>{t('deposit.availableNow', { amount: money(available) })}</p>
      <Form.Item label={label} name="amount" rules={rules}>
        <MoneyInput name="amount" autoFocus placeholder={placeholder} />
      </Form.Item>
    </>
  );
}
