import { useTranslation } from 'react-i18next';
import { FACTORY_MAX_PHOTOS } from '#shared/rules/factory-sn';
import { showToast } from '../../components/feedback';
import { PhotoField as CameraPhotos, type Photo } from '../../components/PhotoField';

export type { Photo };

const LOOK = { list: 'h5-fac-photos', item: 'h5-fac-photo', state: 'h5-fac-photo__state', remove: 'h5-fac-photo__remove', add: 'h5-fac-photo-add' };

/** Site photos of the factory report, in the factory look, watermarked with the factory's address; a failed upload says why. */
export function PhotoField({ label, photos, setPhotos, place }: { label: string; photos: Photo[]; setPhotos: (fn: (p: Photo[]) => Photo[]) => void; place?: string }) {
  const { t } = useTranslation('factory');
  const texts = { uploading: t('complete.uploading'), failed: t('complete.failed'), remove: t('action.removePhoto'), takePhoto: t('action.takePhoto'), limit: t('complete.photoLimit', { count: FACTORY_MAX_PHOTOS }) };
  return (
    <>
      <p className="h5-fac-label">{label}</p>
      <CameraPhotos photos={photos} setPhotos={setPhotos} place={place} max={FACTORY_MAX_PHOTOS} look={LOOK} texts={texts} onUploadError={(m) => showToast(m)} />
    </>
  );
}
