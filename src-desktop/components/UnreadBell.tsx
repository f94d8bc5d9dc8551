import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { getUnReadMessages, readMessage } from '#shared/contract/refs/message';
import { BellIcon } from './icons';
import styles from './UnreadBell.module.css';
import { useDisclosure } from './useDisclosure';

/** Tells the header's dot and the message page that reads changed. */
const announce = () => window.dispatchEvent(new Event('portal:unread-changed'));

/**
 * The header bell: the unread count, and on opening the newest unread messages
 * (webInstationMessage/getUnReadMessages, at most 10), loaded only when opened. Opening one marks
 * it read and leads to the message centre; "all messages" leads there too.
 */
export function UnreadBell({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  const d = useDisclosure();
  const list = useCommand(getUnReadMessages, {}, { enabled: d.open, deps: [count] });
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  const label = count > 0 ? t('desktop:bell.labelCount', { count }) : t('desktop:bell.label');

  const open = (id: number) => {
    void call(readMessage, { id })
      .then(announce)
      .catch(() => undefined);
  };

  return (
    <div className={styles.root} {...d.rootProps}>
      <button {...d.buttonProps} aria-controls="nav-unread" aria-label={label} title={label} className={styles.button}>
        <BellIcon size={20} />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <div id="nav-unread" className={styles.panel} {...d.panelProps} role="region" aria-label={t('desktop:bell.title')}>
        <p className={styles.head}>{t('desktop:bell.title')}</p>
        {d.open && list.loading && !list.data ? (
          <p className={styles.state} aria-busy="true">
            {t('desktop:bell.loading')}
          </p>
        ) : list.error ? (
          <p className={styles.state} role="alert">
            {list.error.info}{' '}
            <button type="button" className={styles.retry} onClick={list.reload}>
              {t('desktop:bell.retry')}
            </button>
          </p>
        ) : list.data && list.data.length === 0 ? (
          <p className={styles.state}>{t('desktop:bell.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {(list.data ?? []).map((m) => (
              <li key={m.id}>
                <Link to="/memberCenter/message" className={styles.item} onClick={() => open(m.id)}>
                  <span className={styles.title}>{m.title}</span>
                  <span className={styles.content}>{m.content}</span>
                  <time className={styles.meta} dateTime={m.time}>
                    {fmt.format(new Date(m.time))}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to="/memberCenter/message" className={styles.all}>
          {t('desktop:bell.all')}
        </Link>
      </div>
    </div>
  );
}
