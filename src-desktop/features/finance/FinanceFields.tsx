import { useTranslation } from 'react-i18next';
import * as c from '#shared/contract/refs/finance';
import { financeFieldCheck as f } from './checks';
import { CompanyNameField, IntegerField, MenuField, SmsCodeField, TextField } from './fields';
import { MenuError } from './MenuError';
import { useMenus } from './useMenus';
import styles from './finance.module.css';

const defs = { industry: c.getIndustrySelect, goodLinkTime: c.getGoodLinkTime, plannedScale: c.getPlannedFinanceSize, acceptCost: c.getAcceptFinanceCost, guaranteeMethod: c.getGuaranteeMethod };

/** Section 3's financial service application: company, person in charge, main contact, financing need. */
export function FinanceFields({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation('finance');
  const m = useMenus(defs);
  const menu = (name: keyof typeof defs) => <MenuField name={name} schema={f(name)} options={m.menus?.[name]} loading={m.loading} />;
  return (
    <>
      <MenuError state={m} />
      <h2 className={styles.section}>{t('section.company')}</h2>
      <div className={styles.grid}>
        {visitor && <CompanyNameField />}
        {menu('industry')}
        <IntegerField name="equipmentCount" schema={f('equipmentCount')} unit={t('unit.sets')} />
        <IntegerField name="annualSales" schema={f('annualSales')} unit={t('unit.tenK')} />
        <IntegerField name="employeeCount" schema={f('employeeCount')} unit={t('unit.people')} />
        <IntegerField name="plantArea" schema={f('plantArea')} unit="m²" />
      </div>
      <h2 className={styles.section}>{t('section.personInCharge')}</h2>
      <div className={styles.grid}>
        <TextField name="personInCharge" schema={f('personInCharge')} max={30} autoComplete="off" />
        <TextField name="personInChargePhone" schema={f('personInChargePhone')} max={40} hint={t('hint.phone')} />
        <TextField name="personInChargeEmail" schema={f('personInChargeEmail')} max={46} />
      </div>
      <h2 className={styles.section}>{t('section.contact')}</h2>
      <div className={styles.grid}>
        <TextField name="contactName" schema={f('contactName')} max={30} autoComplete="name" />
        <TextField name="contactMobile" schema={f('contactMobile')} max={11} autoComplete="tel" />
        {visitor && <SmsCodeField />}
        <TextField name="contactEmail" schema={f('contactEmail')} max={46} autoComplete="email" />
        {menu('goodLinkTime')}
      </div>
      <h2 className={styles.section}>{t('section.need')}</h2>
      <div className={styles.grid}>
        {menu('plannedScale')}
        {menu('acceptCost')}
        {menu('guaranteeMethod')}
      </div>
    </>
  );
}
