import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { call } from '#shared/api/client';
import { useSession } from '#shared/auth/session';
import type { DrawItem, DrawResult } from '#shared/contract/activity';
import { getTicketState } from '#shared/contract/refs/wechat';
import { normalizeLang } from '#shared/rules/texts';
import { createActivityStore, newRequestId, type Drawer } from '#shared/stores/activity';
import { formatTime } from '#shared/utils/beijing-time';
import { isWeChat } from '#shared/utils/device';
import { openidPageUrl, weChatAuthorisedHere } from '../../app/wechat/identity';
import { showToast } from '../../components/feedback';
import { LangSwitch } from '../../components/LangSwitch';
import { LazyButton } from '../../components/LazyButton';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import './wx-lottery.css';

const HERE = '/wx/lotteryDraw';
const RING = [0, 1, 2, 5, 8, 7, 6, 3];

/**
 * /wx/lotteryDraw: the lucky draw in WeChat. A WeChat bound to a member draws as that member
 * (startWeChat, with the HttpOnly ticket cookie the gateway reads and getTicketState describes);
 * else a member signed in on the H5 site draws with the
 * session; else the button leads to /wx/activityLogin (log in or sign up, which binds the
 * WeChat) and back here. Everyone sees the prizes, winners and rules.
 */
export default function WxLotteryDrawPage() {
  return <WxLotteryDraw />;
}

function WxLotteryDraw() {
  const { t, i18n } = useTranslation('activity');
  const lang = normalizeLang(i18n.language);
  const navigate = useNavigate();
  const store = useMemo(() => createActivityStore(), []);
  const act = useStore(store);
  const signedIn = useSession((s) => s.token !== null);
  const [authorised] = useState(weChatAuthorisedHere);
  /** The gateway holds a live WeChat ticket for this browser (null until asked). */
  const [hasTicket, setHasTicket] = useState<boolean | null>(authorised ? null : false);
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [result, setResult] = useState<DrawResult | null>(null);
  const [lit, setLit] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  // Who draws: a bound WeChat first, then the H5 session, else a visitor.
  useEffect(() => {
    let live = true;
    const fallback: Drawer = signedIn ? { kind: 'member' } : { kind: 'visitor' };
    if (!authorised) setDrawer(fallback);
    else
      call(getTicketState, {})
        .then((s) => {
          if (!live) return;
          setHasTicket(s.ticket);
          setDrawer(s.ticket && s.bound ? { kind: 'wechat' } : fallback);
        })
        .catch(() => live && setDrawer(fallback));
    return () => {
      live = false;
    };
  }, [authorised, signedIn]);

  useEffect(() => {
    if (drawer) void act.load({ kind: 'lottery' }, drawer).catch(() => undefined);
  }, [drawer, lang]);

  // Nothing loaded and no error yet is loading too: the render between choosing the drawer and the
  // load starting would otherwise flash the error state (and fetch its button).
  if (!drawer || (!act.info && (act.loading || !act.error))) return <PageLoading />;
  if (act.error || !act.info)
    return (
      <StateBlock title={t('loadFailed')} description={act.error ?? undefined}>
        <LazyButton block color="primary" onClick={() => void act.load({ kind: 'lottery' }, drawer).catch(() => undefined)}>
          {t('retry')}
        </LazyButton>
      </StateBlock>
    );

  const info = act.info;
  const live = info.status === 'live';
  const canDraw = live && drawer.kind !== 'visitor' && (act.count?.left ?? 0) > 0;
  const label = !live ? t('notLive', { status: t(`status.${info.status}`) }) : drawer.kind === 'visitor' ? t('loginToDraw') : canDraw ? t('draw') : t('noDrawsLeft');
  const cells = cellsOf(act.drawList);

  const onButton = async () => {
    if (busy) return;
    if (live && drawer.kind === 'visitor') return navigate(`/wx/activityLogin?redirect=${encodeURIComponent(HERE)}`);
    if (!canDraw) return;
    setBusy(true);
    let step = 0;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) timer.current = window.setInterval(() => setLit(RING[step++ % 8]), 80);
    const began = Date.now();
    try {
      const r = await act.draw({ kind: 'lottery' }, drawer, newRequestId());
      await new Promise((done) => window.setTimeout(done, reduced ? 0 : Math.max(0, 800 - (Date.now() - began))));
      const target = cells.findIndex((c) => (r.prize ? c !== null && c.prizeId === r.prize.prizeId : c === null));
      setLit(RING[Math.max(0, target)]);
      setResult(r);
    } catch (e) {
      setLit(null);
      showToast((e as { info?: string }).info ?? String(e), 'fail');
    } finally {
      window.clearInterval(timer.current);
      setBusy(false);
    }
  };

  const slots: (DrawItem | null | 'button')[] = [];
  RING.forEach((pos, i) => (slots[pos] = cells[i]));
  slots[4] = 'button';

  return (
    <div className="wxl">
      <div className="wxl-top">
        <LangSwitch />
      </div>
      <header className="wxl-head">
        <h1 className="wxl-title">{info.title}</h1>
        <p className="wxl-meta">{t('period', { start: formatTime(info.startsAt), end: formatTime(info.endsAt) })}</p>
        {act.persons ? <p className="wxl-meta">{t('persons', act.persons)}</p> : null}
        {act.count ? <p className="wxl-left">{t('left', { left: act.count.left, perDay: act.count.perDay })}</p> : null}
      </header>

      <div className="wxl-grid" data-testid="draw-grid">
        {slots.map((slot, pos) =>
          slot === 'button' ? (
            <button key="b" type="button" className="wxl-button" onClick={() => void onButton()} disabled={busy} aria-busy={busy}>
              {busy ? t('drawing') : label}
            </button>
          ) : (
            <div key={pos} className={lit === pos ? 'wxl-cell wxl-cell--lit' : 'wxl-cell'}>
              {slot ? (
                <>
                  <span className="wxl-cell__name">{slot.name}</span>
                  <span className="wxl-cell__stock">{t('stock', { stock: slot.stock, total: slot.total })}</span>
                </>
              ) : (
                <span className="wxl-cell__thanks">{t('thanks')}</span>
              )}
            </div>
          ),
        )}
      </div>
      {drawer.kind === 'visitor' && isWeChat() && hasTicket === false ? (
        <a className="wxl-auth" href={openidPageUrl(HERE)}>
          {t('loginToDraw')}
        </a>
      ) : null}

      {result ? (
        <div className="wxl-mask" role="dialog" aria-modal="true" aria-labelledby="wxl-result-title">
          <div className="wxl-result" data-testid="draw-result">
            <h2 id="wxl-result-title">{result.won ? t('result.wonTitle') : t('result.missTitle')}</h2>
            <p className="wxl-result__main">{result.won && result.prize ? t('result.wonBody', { prize: result.prize.name }) : t('result.missBody')}</p>
            <p className="wxl-meta">{t('result.leftAfter', { left: result.left })}</p>
            <LazyButton block color="primary" onClick={() => setResult(null)}>
              {t('result.ok')}
            </LazyButton>
          </div>
        </div>
      ) : null}

      <section className="wxl-card">
        <h2>{t('myWins')}</h2>
        {drawer.kind === 'visitor' ? (
          <p className="wxl-muted">{t('myWinsLogin')}</p>
        ) : act.myWins.length ? (
          <ul className="wxl-list" data-testid="my-wins">
            {act.myWins.map((w) => (
              <li key={w.drawId}>
                <span>{w.prizeName}</span>
                <time>{formatTime(w.time)}</time>
              </li>
            ))}
          </ul>
        ) : (
          <p className="wxl-muted">{t('myWinsEmpty')}</p>
        )}
      </section>
      <section className="wxl-card">
        <h2>{t('winners')}</h2>
        {act.winList.length ? (
          <ul className="wxl-list" data-testid="winners">
            {act.winList.map((w, i) => (
              <li key={i}>
                <span>
                  {w.winner} {w.mobile}
                </span>
                <span className="wxl-prize">{w.prizeName}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="wxl-muted">{t('winnersEmpty')}</p>
        )}
      </section>
      <section className="wxl-card">
        <h2>{t('rules')}</h2>
        {(act.content?.paragraphs ?? []).map((p, i) => (
          <p key={i} className="wxl-para">
            {p}
          </p>
        ))}
      </section>
    </div>
  );
}

/** 8 cells round the button: prizes and "thanks" (null) alternating. */
function cellsOf(items: DrawItem[]): (DrawItem | null)[] {
  const prizes = items.slice(0, 6);
  const cells: (DrawItem | null)[] = [];
  for (let i = 0; i < 8; i++) cells.push(i % 2 === 1 || prizes.length === 0 ? null : prizes.shift()!);
  while (prizes.length) cells[cells.indexOf(null)] = prizes.shift()!;
  return cells;
}
