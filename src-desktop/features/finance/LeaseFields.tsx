import { useTranslation } from 'react-i18next';
import * as c from '#shared/contract/refs/finance';
import { leaseFieldCheck as f } from './checks';
import { CompanyNameField, MenuField, RemarkField, SmsCodeField, TextField } from './fields';
import { MenuError } from './MenuError';
import { useMenus } from './useMenus';
import styles from './finance.module.css';

const defs = {
  deviceType: c.getRentDeviceType,
  deviceCount: c.getRentDeviceCount,
  industry: c.getRentIndustry,
  financeMoney: c.getRentFinanceMoney,
  rentType: c.getRentType,
  acceptRate: c.getRentAcceptMoneyRates,
  registeredCapital: c.getRentRegisteredCapital,
  enterpriseNature: c.getRentEnterpriseNature,
  employeeCount: c.getRentEmployeeCount,
  guaranteeMethod: c.getRentGuaranteeMethod,
  factoryArea: c.getRentFactoryArea,
  salesCount: c.getRentSalesCount,
  successfulCooperation: c.getRentSuccessfulCooperation,
};

/** The equipment lease application: what to lease, how, and the company (every rent menu). */
export function LeaseFields({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation('finance');
  const m = useMenus(defs);
  const menu = (name: keyof typeof defs) => <MenuField name={name} schema={f(name)} options={m.menus?.[name]} loading={m.loading} />;
  return (
    <>
      <MenuError state={m} />
      <h2 className={styles.section}>{t('section.lease')}</h2>
      <div className={styles.grid}>
        {menu('deviceType')}
        {menu('deviceCount')}
        {menu('financeMoney')}
        {menu('rentType')}
        {menu('acceptRate')}
        {menu('guaranteeMethod')}
      </div>
      <h2 className={styles.section}>{t('section.company')}</h2>
      <div className={styles.grid}>
        {visitor && <CompanyNameField />}
        {menu('industry')}
        {menu('enterpriseNature')}
        {menu('registeredCapital')}
        {menu('employeeCount')}
        {menu('factoryArea')}
        {menu('salesCount')}
        {menu('successfulCooperation')}
      </div>
      <h2 className={styles.section}>{t('section.contact')}</h2>
      <div className={styles.grid}>
        <TextField name="contactName" schema={f('contactName')} max={30} autoComplete="name" />
        <TextField name="contactMobile" schema={f('contactMobile')} max={11} autoComplete="tel" />
        {visitor && <SmsCodeField />}
      </div>
      <RemarkField />
    </>
  );
}
