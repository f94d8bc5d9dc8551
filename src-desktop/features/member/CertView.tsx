import { Descriptions, Image, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Application, BankView, BusinessView } from '#shared/contract/certification';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { formatTime } from './format';
import styles from './member.module.css';
import { useEnterpriseOptions } from './useOptions';

/** Submitted or certified real-name data, read-only. */
export function CertView({ business, bank, files }: { business: BusinessView | null; bank: BankView | null; files?: Application['files'] }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const opts = useEnterpriseOptions();
  const f = (k: string) => t(`trueName.field.${k}`);
  return (
    <>
      {business && (
        <Descriptions bordered column={2} size="small" title={t('trueName.businessSection')} styles={{ label: { width: 150 } }}>
          <Descriptions.Item label={f('companyName')} span={2}>
            {business.companyName}
          </Descriptions.Item>
          <Descriptions.Item label={f('certificateType')} span={2}>
            {text(`centre.certificateType.${business.certificateType}`, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={f('creditCode')}>{business.creditCode}</Descriptions.Item>
          <Descriptions.Item label={f('legalName')}>{business.legalName}</Descriptions.Item>
          <Descriptions.Item label={f('legalIdNumber')}>{business.legalIdNumber.replace(/^(.{4}).*(.{4})$/, '$1**********$2')}</Descriptions.Item>
          <Descriptions.Item label={t('businessInfo.field.nature')}>{opts.labelOf('nature', business.nature)}</Descriptions.Item>
          <Descriptions.Item label={t('businessInfo.field.industry')}>{opts.labelOf('industry', business.industry)}</Descriptions.Item>
          <Descriptions.Item label={t('businessInfo.field.size')}>{opts.labelOf('size', business.size)}</Descriptions.Item>
          <Descriptions.Item label={f('region')} span={2}>{`${business.provinceName} ${business.cityName} ${business.areaName}`}</Descriptions.Item>
        </Descriptions>
      )}
      {bank && (
        <Descriptions bordered column={2} size="small" title={t('trueName.bankSection')} styles={{ label: { width: 150 } }} style={{ marginTop: 20 }}>
          <Descriptions.Item label={f('accountName')}>{bank.accountName}</Descriptions.Item>
          <Descriptions.Item label={f('bank')}>{bank.bank}</Descriptions.Item>
          <Descriptions.Item label={f('region')}>{`${bank.provinceName} ${bank.cityName}`}</Descriptions.Item>
          <Descriptions.Item label={f('branch')}>{bank.branch}</Descriptions.Item>
          <Descriptions.Item label={f('account')}>{bank.accountGrouped}</Descriptions.Item>
          <Descriptions.Item label={f('contactPhone')}>{bank.contactPhone}</Descriptions.Item>
          <Descriptions.Item label={f('remark')} span={2}>
            {bank.remark || '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
      {files && files.length > 0 && (
        <>
          <h2 className={styles.section}>{t('trueName.filesSection')}</h2>
          <Image.PreviewGroup>
            <div className={styles.actions}>
              {files.map((x) =>
                ['png', 'jpg', 'jpeg', 'gif'].includes(x.ext) ? (
                  <figure key={x.fileId} style={{ margin: 0, textAlign: 'center' }}>
                    <Image src={x.url} alt={f(x.role)} width={120} height={86} style={{ objectFit: 'cover' }} />
                    <figcaption className={styles.muted}>{f(x.role)}</figcaption>
                  </figure>
                ) : (
                  <a key={x.fileId} href={x.downloadUrl} download={x.name}>
                    <Tag>{f(x.role)}</Tag> {x.name}
                  </a>
                ),
              )}
            </div>
          </Image.PreviewGroup>
        </>
      )}
    </>
  );
}

export const submittedAt = (a: Application) => formatTime(a.submittedAt);
