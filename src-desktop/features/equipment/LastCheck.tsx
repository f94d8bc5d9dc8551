import { Image, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceCheckView } from '#shared/contract/equipment';
import { formatTime } from '#shared/utils/beijing-time';
import styles from './equipment.module.css';

/** A device's last field check: result, who and when (Beijing time), note and photo thumbnails. */
export function LastCheck({ check }: { check: DeviceCheckView | null }) {
  const { t } = useTranslation('equipment');
  if (!check) return <span className={styles.muted}>{t('noCheck')}</span>;
  return (
    <div className={styles.check}>
      <Space size={4} wrap>
        <Tag color={check.result === 'normal' ? 'green' : 'red'}>{t(`result.${check.result}`)}</Tag>
        <span className={styles.muted}>{t('checkBy', { name: check.memberName, time: formatTime(check.checkedAt) })}</span>
      </Space>
      {check.note ? <div className={styles.note}>{check.note}</div> : null}
      {check.photos.length ? (
        <Image.PreviewGroup>
          <Space size={4} wrap aria-label={t('photos')}>
            {check.photos.map((p, i) => (
              <Image key={p.fileId} src={p.url} width={40} height={40} alt={`${t('photos')} ${i + 1}`} style={{ objectFit: 'cover', borderRadius: 4 }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : null}
    </div>
  );
}
