import { lazy, useRef, useState, type CSSProperties } from 'react';
import styles from './ImageThumbs.module.css';
import { WhenOpened } from './WhenOpened';

// antd's image preview (~11 kB gzip: Image, its viewer, toolbar and styles) loads with the first click on a thumbnail.
const ImagePreview = lazy(() => import('./ImagePreview'));

export interface Thumb {
  key: string;
  src: string;
  alt: string;
}

/**
 * Thumbnails that open antd's image preview (zoom, rotate, the group's previous/next) at the
 * clicked one. Each is a plain image in a button, so a list showing photos on arrival loads no
 * antd Image; the preview comes with the first click (Enter/Space too), and focus returns to the
 * thumbnail when it closes.
 */
export function ImageThumbs({ items, size, label, imageStyle }: { items: Thumb[]; size: number; label: string; imageStyle?: CSSProperties }) {
  const [current, setCurrent] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <span className={styles.row} role="group" aria-label={label}>
      {items.map((p, i) => (
        <button key={p.key} type="button" className={styles.thumb} ref={(b) => void (buttons.current[i] = b)} onClick={() => setCurrent(i)} onPointerEnter={() => void import('./ImagePreview')}>
          <img src={p.src} alt={p.alt} width={size} height={size} style={imageStyle} />
        </button>
      ))}
      <WhenOpened open={current !== null}>
        <ImagePreview
          items={items.map((p) => ({ src: p.src, alt: p.alt }))}
          current={current}
          onChange={setCurrent}
          onClose={(at) => {
            setCurrent(null);
            buttons.current[at]?.focus();
          }}
        />
      </WhenOpened>
    </span>
  );
}
