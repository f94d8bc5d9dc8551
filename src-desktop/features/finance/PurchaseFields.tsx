import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import * as c from '#shared/contract/refs/finance';
import type { Brand } from '#shared/rules/finance-fields';
import { purchaseFieldCheck as f } from './checks';
import { CompanyNameField, IntegerField, MenuField, RemarkField, SmsCodeField, TextField } from './fields';
import { MenuError } from './MenuError';
import { useMenus } from './useMenus';
import styles from './finance.module.css';

const defs = { requirement: c.getRequirementMenu, brand: c.getBrandMenu, plannedScale: c.getPlannedFinanceSize, guaranteeMethod: c.getGuaranteeMethod };

/** Purchase finance: what is bought (requirement, brand, the brand's model, quantity) and the financing. */
export function PurchaseFields({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation('finance');
  const m = useMenus(defs);
  const form = Form.useFormInstance();
  const brand = Form.useWatch('brand', form) as Brand | undefined;
  const models = useCommand(c.getModelMenu, { brand: brand ?? 'other' }, { enabled: !!brand });
  const menu = (name: keyof typeof defs, onChange?: (v: string) => void) => <MenuField name={name} schema={f(name)} options={m.menus?.[name]} loading={m.loading} onChange={onChange} />;
  return (
    <>
      <MenuError state={m} />
      <h2 className={styles.section}>{t('section.purchase')}</h2>
      <div className={styles.grid}>
        {menu('requirement')}
        {/* A model belongs to its brand: changing the brand clears it. */}
        {menu('brand', () => form.setFieldValue('model', undefined))}
        <MenuField name="model" schema={f('model')} options={brand ? models.data : []} loading={models.loading} disabled={!brand} />
        <IntegerField name="quantity" schema={f('quantity')} unit={t('unit.sets')} />
        {menu('plannedScale')}
        {menu('guaranteeMethod')}
      </div>
      <h2 className={styles.section}>{t('section.contact')}</h2>
      <div className={styles.grid}>
        {visitor && <CompanyNameField />}
        <TextField name="contactName" schema={f('contactName')} max={30} autoComplete="name" />
        <TextField name="contactMobile" schema={f('contactMobile')} max={11} autoComplete="tel" />
        {visitor && <SmsCodeField />}
        <TextField name="contactEmail" schema={f('contactEmail')} max={46} autoComplete="email" />
      </div>
      <RemarkField />
    </>
  );
}
