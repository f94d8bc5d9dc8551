import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FACTORY_MAX_PHOTOS } from '../../../src-shared/rules/factory';
import { showToast } from '../../components/feedback';
// The phone-camera upload of the field report (shrinks photos before the upload).
import { uploadPhoto } from '../device/photo-upload';

export interface Photo {
  key: string;
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  fileId?: string;
}

/** Site photos: taken with the camera (or picked), uploaded as they come, removable. */
export function PhotoField({ label, photos, setPhotos }: { label: string; photos: Photo[]; setPhotos: (fn: (p: Photo[]) => Photo[]) => void }) {
  const { t } = useTranslation('factory');
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const add = (list: FileList | null) => {
    const room = FACTORY_MAX_PHOTOS - photos.length;
    const picked = Array.from(list ?? []).slice(0, Math.max(0, room));
    if (list && list.length > room) showToast(t('complete.photoLimit', { count: FACTORY_MAX_PHOTOS }));
    for (const file of picked) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      setPhotos((p) => [...p, { key, preview, state: 'uploading' }]);
      uploadPhoto(file)
        .then((r) => setPhotos((p) => p.map((x) => (x.key === key ? { ...x, state: 'done', fileId: r.fileId } : x))))
        .catch((err: Error) => {
          setPhotos((p) => p.map((x) => (x.key === key ? { ...x, state: 'failed' } : x)));
          showToast(err.message);
        });
    }
  };

  return (
    <>
      <p className="h5-fac-label">{label}</p>
      <ul className="h5-fac-photos">
        {photos.map((p) => (
          <li key={p.key} className={`h5-fac-photo h5-fac-photo--${p.state}`}>
            <img src={p.preview} alt="" />
            {p.state !== 'done' ? <span className="h5-fac-photo__state">{p.state === 'uploading' ? t('complete.uploading') : t('complete.failed')}</span> : null}
            <button type="button" className="h5-fac-photo__remove" aria-label={t('action.removePhoto')} onClick={() => setPhotos((x) => x.filter((y) => y.key !== p.key))}>
              ×
            </button>
          </li>
        ))}
        {photos.length < FACTORY_MAX_PHOTOS ? (
          <li>
            <label className="h5-fac-photo-add">
              <input
                className="h5-visually-hidden"
                type="file"
                name="photo"
                accept="image/*"
                capture="environment"
                multiple
                onChange={(e) => {
                  add(e.target.files);
                  e.target.value = '';
                }}
              />
              <span aria-hidden="true">+</span>
              <span>{t('action.takePhoto')}</span>
            </label>
          </li>
        ) : null}
      </ul>
    </>
  );
}
