import { Checkbox, Input, Radio, type FormRule } from 'antd';
import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_TYPES, requiredRoles, type CertificateType } from '#shared/contract/certification-values';
import type { AppType } from '#shared/contract/file';
import { creditCodeProblem } from '#shared/rules/credit-code';
import { centreFieldCheck } from './centre-checks';
import { text, type Lang } from '#shared/rules/texts';
import { accountInput } from '#shared/utils/bank-groups';
import { LazySelect } from '../../components/LazySelect';
import { useLang } from '../../components/useLang';
import { requiredRule, zodRule } from '../../components/form-rules';
import { LocationFields } from './LocationFields';
import styles from './member.module.css';
import { UploadField } from './UploadField';
import { useEnterpriseOptions } from './useOptions';

/** A wrong check character is an error until the member confirms the code is the licence's. */
const checkCharacterRule =
  (lang: Lang): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_r, value: unknown) => {
      if (typeof value === 'string' && creditCodeProblem(value) === 'checkCharacter' && !getFieldValue('creditCodeConfirmed')) {
        throw new Error(text('rule.creditCode.checkCharacter', lang));
      }
    },
  });

/** Business registration fields of real-name certification, nested under `business`. */
export function BusinessFields({ appType }: { appType: AppType }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const opts = useEnterpriseOptions();
  const form = Form.useFormInstance();
  const type = (Form.useWatch(['business', 'certificateType'], form) as CertificateType | undefined) ?? 'threeInOne';
  const code = Form.useWatch(['business', 'creditCode'], form) as string | undefined;
  // A well-formed code failing only its check character may be a real pilot-era one: the member confirms it.
  const checkFails = !!code && creditCodeProblem(code) === 'checkCharacter';
  const f = (k: string) => t(`trueName.field.${k}`);
  const pick = (label: string) => text('rule.general.required.select', lang, { label });
  const enter = (label: string) => text('rule.general.required.enter', lang, { label });
  const sel = (k: 'nature' | 'industry' | 'size') => (
    <Form.Item name={['business', k]} label={t(`businessInfo.field.${k}`)} rules={[{ required: true, message: pick(t(`businessInfo.field.${k}`)) }]}>
      <LazySelect name={`business.${k}`} options={opts[k]} placeholder={t('common.pick')} aria-label={t(`businessInfo.field.${k}`)} />
    </Form.Item>
  );
  return (
    <>
      <h2 className={styles.section}>{t('trueName.businessSection')}</h2>
      <Form.Item name={['business', 'certificateType']} label={f('certificateType')} initialValue="threeInOne" rules={[{ required: true }]}>
        <Radio.Group options={CERTIFICATE_TYPES.map((c) => ({ value: c, label: text(`centre.certificateType.${c}`, lang) }))} />
      </Form.Item>
      <div className={styles.grid2}>
        <Form.Item name={['business', 'companyName']} label={f('companyName')} rules={[requiredRule('rule.register.companyName.required', lang), { max: 49, message: text('rule.register.companyName.maxLength', lang) }]}>
          <Input name="business.companyName" maxLength={49} />
        </Form.Item>
        <Form.Item
          name={['business', 'creditCode']}
          label={type === 'separate' ? f('licenceNumber') : f('creditCode')}
          required
          dependencies={['creditCodeConfirmed']}
          rules={[zodRule(centreFieldCheck('creditCode'), lang, 'rule.general.creditCode'), checkCharacterRule(lang)]}
        >
          <Input name="business.creditCode" maxLength={22} />
        </Form.Item>
        <Form.Item name={['business', 'legalName']} label={f('legalName')} rules={[{ required: true, whitespace: true, message: enter(f('legalName')) }]}>
          <Input name="business.legalName" maxLength={30} />
        </Form.Item>
        <Form.Item name={['business', 'legalIdNumber']} label={f('legalIdNumber')} required rules={[zodRule(centreFieldCheck('idCard'), lang, 'rule.general.idCard')]}>
          <Input name="business.legalIdNumber" maxLength={18} />
        </Form.Item>
        {sel('nature')}
        {sel('industry')}
        {sel('size')}
      </div>
      {checkFails && (
        <Form.Item name="creditCodeConfirmed" valuePropName="checked">
          <Checkbox name="creditCodeConfirmed">{f('creditCodeConfirmed')}</Checkbox>
        </Form.Item>
      )}
      <LocationFields prefix={['business']} />
      <h2 className={styles.section}>{t('trueName.filesSection')}</h2>
      <div className={styles.grid2}>
        {requiredRoles(type).map((role) => (
          <Form.Item key={role} name={['business', 'files', role]} label={f(role)} rules={[{ required: true, message: text('rule.general.required.upload', lang, { label: f(role) }) }]}>
            <UploadField appType={appType} label={f(role)} />
          </Form.Item>
        ))}
      </div>
    </>
  );
}

/** Corporate bank account fields, nested under `bank`. */
export function BankFields() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const f = (k: string) => t(`trueName.field.${k}`);
  const enter = (label: string) => text('rule.general.required.enter', lang, { label });
  return (
    <>
      <h2 className={styles.section}>{t('trueName.bankSection')}</h2>
      <div className={styles.grid2}>
        <Form.Item name={['bank', 'accountName']} label={f('accountName')} rules={[{ required: true, whitespace: true, message: enter(f('accountName')) }]}>
          <Input name="bank.accountName" maxLength={49} />
        </Form.Item>
        <Form.Item name={['bank', 'bank']} label={f('bank')} rules={[{ required: true, whitespace: true, message: enter(f('bank')) }]}>
          <Input name="bank.bank" maxLength={50} />
        </Form.Item>
      </div>
      <LocationFields prefix={['bank']} withArea={false} labels={{ province: f('bankProvince'), city: f('bankCity'), area: '' }} />
      <div className={styles.grid2}>
        <Form.Item name={['bank', 'branch']} label={f('branch')} rules={[{ required: true, whitespace: true, message: enter(f('branch')) }]}>
          <Input name="bank.branch" maxLength={60} />
        </Form.Item>
        <Form.Item
          name={['bank', 'account']}
          label={f('account')}
          required
          rules={[zodRule(centreFieldCheck('bankAccount'), lang, 'rule.general.required.enter', 'rule.centre.bankAccount.digits')]}
          // Shown in groups of 4; the digits are what is sent.
          normalize={accountInput}
          getValueFromEvent={(e: { target: { value: string } }) => e.target.value}
        >
          <Input name="bank.account" inputMode="numeric" placeholder="6222 0212 3456 7890" />
        </Form.Item>
        <Form.Item name={['bank', 'contactPhone']} label={f('contactPhone')} required rules={[zodRule(centreFieldCheck('phoneOrTelephone'), lang, 'rule.general.mobileOrTelephone')]}>
          <Input name="bank.contactPhone" maxLength={40} />
        </Form.Item>
      </div>
      <Form.Item name={['bank', 'remark']} label={f('remark')} rules={[{ max: 200, message: text('rule.trueName.remark.maxLength', lang) }]}>
        <Input.TextArea name="bank.remark" rows={2} maxLength={200} showCount />
      </Form.Item>
    </>
  );
}
