import Button from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { AuditEntry, AuditPage } from '#shared/contract/audit';
import { activityWhat, actorLabel } from '#shared/utils/audit-labels';
import { formatTime } from '#shared/utils/beijing-time';
import { describeAgent } from '#shared/utils/user-agent';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './audit.css';

const H5_AUDIT_ROWS = 15;

/**
 * A keyset list read page after page: the first page for `key`, then each next one by the
 * previous page's `next` cursor, appended ("load more"). A change of `key` starts again.
 */
export function useEntryPages(key: string, read: (after?: string) => Promise<AuditPage>) {
  const [list, setList] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<string | undefined>();
  const [error, setError] = useState<GatewayError | null>(null);
  const [busy, setBusy] = useState(false);
  const gen = useRef(0);
  const readRef = useRef(read);
  readRef.current = read;

  const load = useCallback(async (after?: string) => {
    const mine = after ? gen.current : ++gen.current;
    setBusy(true);
    setError(null);
    try {
      const r = await readRef.current(after);
      if (mine !== gen.current) return;
      setList((l) => (after ? [...(l ?? []), ...r.list] : r.list));
      setNext(r.next);
    } catch (e) {
      if (mine === gen.current) setError(e as GatewayError);
    } finally {
      if (mine === gen.current) setBusy(false);
    }
  }, []);

  useEffect(() => {
    setList(null);
    void load();
  }, [key, load]);

  return { list, next, error, busy, more: () => next && load(next), retry: () => load(list?.length ? next : undefined) };
}

export const readLog = (def: Parameters<typeof call>[0], params: Record<string, unknown>) => (after?: string) =>
  call(def as never, { ...params, ...(after ? { after } : {}) } as never, { page: 1, rows: H5_AUDIT_ROWS }) as Promise<AuditPage>;

/** The entries as a list: each opens in place to show its details. `mode` says which details matter. */
export function EntryList({ pages, mode, empty }: { pages: ReturnType<typeof useEntryPages>; mode: 'company' | 'activity'; empty: string }) {
  const { t } = useTranslation('audit');
  const [opened, setOpened] = useState<number | null>(null);
  const { list, error, busy, next } = pages;

  if (!list && error)
    return (
      <StateBlock title={t('common:state.error')} description={error.info}>
        <Button block onClick={() => void pages.retry()}>
          {t('common:state.retry')}
        </Button>
      </StateBlock>
    );
  if (!list) return <PageLoading />;
  if (!list.length) return <StateBlock title={empty} />;

  return (
    <>
      <ul className="h5-audit" aria-busy={busy}>
        {list.map((e) => {
          const open = opened === e.id;
          const title = mode === 'activity' ? t(activityWhat(e)) : `${t(`kind.${e.kind}`)} · ${actorLabel(e, t)}`;
          return (
            <li key={e.id} className={e.result === 'refused' ? 'h5-audit__item h5-audit__item--refused' : 'h5-audit__item'}>
              <button type="button" className="h5-audit__head" aria-expanded={open} onClick={() => setOpened(open ? null : e.id)}>
                <span className="h5-audit__title">{title}</span>
                <time className="h5-audit__time" dateTime={e.at}>
                  {formatTime(e.at)}
                </time>
                <span className="h5-audit__meta">
                  {mode === 'company' ? <span className="h5-audit__cmd">{e.cmd}</span> : null}
                  <span>{e.result === 'done' ? t('result.done') : t('result.refusedCode', { code: e.errorCode ?? '' })}</span>
                  {e.ip ? <span>{e.ip}</span> : null}
                </span>
              </button>
              {open ? (
                <dl className="h5-audit__detail">
                  {mode === 'company' && e.target ? (
                    <div>
                      <dt>{t('detail.target')}</dt>
                      <dd>{e.target}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('detail.browser')}</dt>
                    <dd>{describeAgent(e.userAgent) || t('detail.none')}</dd>
                  </div>
                  {mode === 'company'
                    ? e.changes.map((c, i) => (
                        <div key={i}>
                          <dt>{c.field}</dt>
                          <dd>
                            {show(c.before, t('detail.none'))} → {show(c.after, t('detail.none'))}
                          </dd>
                        </div>
                      ))
                    : null}
                  <div>
                    <dt>{t('detail.seq')}</dt>
                    <dd>{e.seq}</dd>
                  </div>
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="h5-audit__end">
          {error.info}
        </p>
      ) : null}
      {next ? (
        <Button className="h5-audit__more" block loading={busy} onClick={() => void pages.more()}>
          {busy ? t('h5.loading') : t('h5.more')}
        </Button>
      ) : (
        <p className="h5-audit__end">{t('h5.end')}</p>
      )}
    </>
  );
}

const show = (v: unknown, none: string) => (v === undefined || v === null || v === '' ? none : typeof v === 'string' ? v : JSON.stringify(v));
