import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { queryIndexBanner } from '#shared/contract/refs/content';
import { ArrowRightIcon } from '../../components/icons';
import { DataState } from '../../components/DataState';
import styles from './sections.module.css';

const INTERVAL = 6000;

/**
 * The banner carousel (webBanner/queryIndexBanner) beside the hero text. Advances every 6 s
 * unless the pointer or focus is inside it or the visitor prefers reduced motion; the
 * dots and arrows work by keyboard. The first image loads eagerly (it is the hero), the rest lazily.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const state = useCommand(queryIndexBanner, {});
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = state.data?.length ?? 0;

  useEffect(() => {
    if (count < 2 || paused || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL);
    return () => clearInterval(id);
  }, [count, paused]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home:banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <DataState state={state} rows={4} isEmpty={(d) => d.length === 0} empty={t('home:banner.empty')}>
        {(banners) => (
          <>
            <div className={styles.slides}>
              {banners.map((b, i) => (
                <div
                  key={b.id}
                  className={styles.slide}
                  data-active={i === index % banners.length}
                  aria-hidden={i !== index % banners.length}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} / ${banners.length}`}
                >
                  <img src={b.imageUrl} alt="" width={1200} height={420} loading={i === 0 ? 'eager' : 'lazy'} className={styles.slideImage} />
                  <div className={styles.slideText}>
                    <h2 className={styles.slideTitle}>{b.title}</h2>
                    <p className={styles.slideSubtitle}>{b.subtitle}</p>
                    <Link to={b.linkUrl} className={styles.slideLink} tabIndex={i === index % banners.length ? 0 : -1}>
                      {t('home:banner.more')}
                      <ArrowRightIcon size={14} />
                    </Link>
                  </div>
                </div>
              ))}
            </div>
            {banners.length > 1 && (
              <div className={styles.dots}>
                {banners.map((b, i) => (
                  <button key={b.id} type="button" className={styles.dot} aria-current={i === index % banners.length} aria-label={t('home:banner.goTo', { n: i + 1, title: b.title })} onClick={() => setIndex(i)} />
                ))}
              </div>
            )}
          </>
        )}
      </DataState>
    </section>
  );
}
