import { useTranslation } from 'react-i18next';
import { useShowdata } from '#shared/api/showdata';
import type { IndexFigure } from '#shared/contract/content';
import type { Lang } from '#shared/rules/texts';
import { DataState } from '../../components/DataState';
import { useLang } from '../../components/useLang';
import styles from './HomePage.module.css';

/** Large numbers shortened the way each language reads them: 12.9万 / 8.65亿; 128.6K / 8.65 bn. */
export function compact(value: number, lang: Lang): string {
  const fmt = (n: number) => String(Number(n.toFixed(n >= 100 ? 0 : n >= 10 ? 1 : 2)));
  if (lang === 'en') {
    if (value >= 1e9) return `${fmt(value / 1e9)} bn`;
    if (value >= 1e6) return `${fmt(value / 1e6)} m`;
    if (value >= 1e4) return `${fmt(value / 1e3)}K`;
    return value.toLocaleString('en-US');
  }
  if (value >= 1e8) return `${fmt(value / 1e8)}亿`;
  if (value >= 1e4) return `${fmt(value / 1e4)}万`;
  return value.toLocaleString('zh-CN');
}

const show = (f: IndexFigure, lang: Lang) => (f.unit === 'CNY' ? `¥${compact(f.value, lang)}` : `${compact(f.value, lang)}${lang === 'en' ? '' : f.unit}`);

/** The platform totals band under the hero: showdata/getData from the public API host. */
export function IndexFigures() {
  const { t } = useTranslation();
  const lang = useLang();
  const state = useShowdata(lang);
  return (
    <section className={styles.figures} aria-label={t('home:figures.label')}>
      <div className={styles.figureList}>
        <DataState state={state} rows={1} isEmpty={(d) => d.length === 0}>
          {(figures) => (
            <ul className={styles.figureItems}>
              {figures.map((f) => (
                <li key={f.key} className={styles.figure}>
                  <span className={styles.figureValue}>{show(f, lang)}</span>
                  <span className={styles.figureLabel}>{f.label}</span>
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </div>
    </section>
  );
}
