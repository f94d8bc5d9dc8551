import { Space, Tag } from 'antd';
import { ImageThumbs } from '../../components/ImageThumbs';
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
        <ImageThumbs label={t('photos')} size={40} imageStyle={{ objectFit: 'cover', borderRadius: 4 }} items={check.photos.map((p, i) => ({ key: p.fileId, src: p.url, alt: `${t('photos')} ${i + 1}` }))} />
      ) : null}
    </div>
  );
}
