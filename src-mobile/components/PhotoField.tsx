import { useEffect, useRef } from 'react';
import { showToast } from './feedback';
import { uploadPhoto } from './photo-upload';
import './visually-hidden.css';

export interface Photo {
  key: string;
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  fileId?: string;
}

/** The class names of a feature's own look of the field (device submission, factory report). */
export interface PhotoFieldLook {
  list: string;
  item: string;
  state: string;
  remove: string;
  add: string;
}

export interface PhotoFieldTexts {
  uploading: string;
  failed: string;
  remove: string;
  takePhoto: string;
  /** Toasted when more photos are picked than there is room for. */
  limit: string;
}

/**
 * Photos taken with the phone camera (<input capture="environment">) or picked, at most `max`,
 * each uploaded as it comes (shrunk first, see photo-upload.ts) and removable. Each feature
 * keeps its own look (`look`) and texts; `onAdd` runs when photos are picked.
 */
export function PhotoField({
  photos,
  setPhotos,
  max,
  look,
  texts,
  onAdd,
  onUploadError,
  appType,
  place,
}: {
  photos: Photo[];
  setPhotos: (fn: (p: Photo[]) => Photo[]) => void;
  max: number;
  look: PhotoFieldLook;
  texts: PhotoFieldTexts;
  onAdd?: () => void;
  onUploadError?: (message: string) => void;
  appType?: 'sitePhoto' | 'deviceCheck';
  /** Where the photos are taken, for the watermark (the page's own location field). */ place?: string;
}) {
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const add = (list: FileList | null) => {
    const room = max - photos.length;
    const picked = Array.from(list ?? []).slice(0, Math.max(0, room));
    if (list && list.length > room) showToast(texts.limit);
    for (const file of picked) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      setPhotos((p) => [...p, { key, preview, state: 'uploading' }]);
      uploadPhoto(file, appType, place)
        .then((r) => setPhotos((p) => p.map((x) => (x.key === key ? { ...x, state: 'done', fileId: r.fileId } : x))))
        .catch((err: Error) => {
          setPhotos((p) => p.map((x) => (x.key === key ? { ...x, state: 'failed' } : x)));
          onUploadError?.(err.message);
        });
    }
    onAdd?.();
  };

  return (
    <ul className={look.list}>
      {photos.map((p) => (
        <li key={p.key} className={`${look.item} ${look.item}--${p.state}`}>
          <img src={p.preview} alt="" />
          {p.state !== 'done' ? <span className={look.state}>{p.state === 'uploading' ? texts.uploading : texts.failed}</span> : null}
          <button type="button" className={look.remove} aria-label={texts.remove} onClick={() => setPhotos((x) => x.filter((y) => y.key !== p.key))}>
            ×
          </button>
        </li>
      ))}
      {photos.length < max ? (
        <li>
          <label className={look.add}>
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
            <span>{texts.takePhoto}</span>
          </label>
        </li>
      ) : null}
    </ul>
  );
}
