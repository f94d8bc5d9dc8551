import type { ReactNode } from 'react';
import './page-state.css';

/** A centred message block (not found, not permitted, load failed) with an optional picture and actions. */
export function StateBlock({ image, title, description, children }: { image?: ReactNode; title: ReactNode; description?: ReactNode; children?: ReactNode }) {
  return (
    <section className="h5-state">
      {image ? <div className="h5-state__image">{image}</div> : null}
      <h1 className="h5-state__title">{title}</h1>
      {description ? <p className="h5-state__desc">{description}</p> : null}
      {children ? <div className="h5-state__actions">{children}</div> : null}
    </section>
  );
}
