import { Space } from 'antd';
import { Input } from '../../components/form-inputs';
import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import { fieldCheck } from '#shared/forms/field-checks';
import { MOBILE_CN } from '#shared/rules/patterns';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { zodRule } from '../../components/form-rules';
import { LazySelect, lazySelectStyles as lazyStyles } from '../../components/LazySelect';
import { useNationCodes } from './useNationCodes';

/**
 * Country code and mobile number on one line (form fields nationCode and mobile). A +86 number
 * must be a mainland mobile, as the server checks; other codes take 5-15 digits.
 */
export function MobileField({ requiredKey = 'rule.register.mobile.required', label }: { requiredKey?: string; label?: string }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const codes = useNationCodes();
  return (
    <Form.Item label={label ?? t('field.mobile.label')} htmlFor="mobile" required>
      <Space.Compact block>
        <Form.Item name="nationCode" noStyle rules={[zodRule(fieldCheck('nationCode'), lang, 'rule.register.countryCode.required')]}>
          <LazySelect
            name="nationCode"
            className={lazyStyles.compactFirst}
            aria-label={t('field.nationCode.label')}
            style={{ width: 170 }}
            options={codes}
            optionLabelProp="value"
            labelRender={(o) => `+${o.value}`}
            popupMatchSelectWidth={240}
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          noStyle
          dependencies={['nationCode']}
          // Both rules check the format: one message is enough.
          validateFirst
          rules={[
            zodRule(fieldCheck('mobile'), lang, requiredKey, 'rule.register.mobile.format'),
            ({ getFieldValue }) => ({
              validator: async (_r, v: string) => {
                if (v && getFieldValue('nationCode') === '86' && !MOBILE_CN.test(v.trim())) throw new Error(text('rule.register.mobile.format', lang));
              },
            }),
          ]}
        >
          <Input id="mobile" name="mobile" type="tel" inputMode="numeric" autoComplete="username" maxLength={15} placeholder={t('field.mobile.placeholder')} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
