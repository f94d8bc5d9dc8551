import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { Message } from '#shared/contract/message';
import { getUnReadMessages, readAllMessage, readMessage } from '#shared/contract/refs/message';
import { showToast } from '../../components/feedback';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';

/** The H5 pages of the desktop pages a message may lead to (Message.link). */
const H5_PAGES: Record<string, string> = { '/memberCenter/devices': '/mobile/devices' };
import './member.css';

/**
 * /mobile/message: the member's newest unread in-site messages (webInstationMessage/
 * getUnReadMessages, at most 10). Tapping one opens it and marks it read; "mark all read" clears
 * them. The full list with filters and deletion is the desktop message centre.
 */
export default function UnreadMessagesPage() {
  const { t, i18n } = useTranslation('mmember');
  const unread = useCommand(getUnReadMessages, {});
  // Messages opened here stay on the page (shown read) until the next load.
  const [opened, setOpened] = useState<Record<number, Message>>({});
  const [busy, setBusy] = useState(false);

  if (unread.loading && !unread.data) return <PageLoading />;
  if (unread.error && !unread.data)
    return (
      <StateBlock title={t('common:state.error')} description={unread.error.info}>
        <Button block onClick={unread.reload}>
          {t('common:state.retry')}
        </Button>
      </StateBlock>
    );
  const list = (unread.data ?? []).map((m) => opened[m.id] ?? m);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });

  const open = async (m: Message) => {
    if (opened[m.id]) return setOpened(({ [m.id]: _, ...rest }) => rest);
    setOpened((o) => ({ ...o, [m.id]: { ...m, status: 'read' } }));
    await call(readMessage, { id: m.id }).catch(() => undefined);
  };
  const readAll = async () => {
    setBusy(true);
    try {
      await call(readAllMessage, {});
      showToast(t('messages.allRead'), 'success');
      setOpened({});
      unread.reload();
    } catch (err) {
      showToast(err instanceof GatewayError ? err.info : String(err), 'fail');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="h5-member-page">
      <h1 className="h5-member-title">{t('messages.title')}</h1>
      {list.length === 0 ? (
        <StateBlock title={t('messages.empty')} description={t('messages.emptyHint')} />
      ) : (
        <>
          <p className="h5-member-hint">{t('messages.hint')}</p>
          <ul className="h5-msgs">
            {list.map((m) => (
              <li key={m.id} className={`h5-msg${m.status === 'unread' ? ' h5-msg--unread' : ''}`}>
                <button type="button" className="h5-msg__head" aria-expanded={!!opened[m.id]} onClick={() => void open(m)}>
                  {m.status === 'unread' ? <span className="h5-msg__dot" aria-label={t('messages.unread')} /> : null}
                  <span className="h5-msg__title">{m.title}</span>
                  <time className="h5-msg__time" dateTime={m.time}>
                    {fmt.format(new Date(m.time))}
                  </time>
                </button>
                <p className={opened[m.id] ? 'h5-msg__content' : 'h5-msg__content h5-msg__content--clamped'}>{m.content}</p>
                {opened[m.id] && m.link && H5_PAGES[m.link] ? (
                  <Link className="h5-msg__link" to={H5_PAGES[m.link]}>
                    {t('messages.open')}
                  </Link>
                ) : null}
                {opened[m.id] ? <p className="h5-msg__publisher">{t('messages.publisher', { publisher: t(`messages.from.${m.publisher}`, { defaultValue: m.publisher }) })}</p> : null}
              </li>
            ))}
          </ul>
          <Button className="h5-member-more" block loading={busy} onClick={() => void readAll()}>
            {t('messages.readAll')}
          </Button>
        </>
      )}
    </div>
  );
}
