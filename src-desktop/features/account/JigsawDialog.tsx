import { Button, Modal, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { getJigsaw } from '#shared/contract/refs/account';
import styles from './JigsawDialog.module.css';

type Puzzle = Awaited<ReturnType<typeof fetchPuzzle>>;
const fetchPuzzle = () => call(getJigsaw, {});
const svgUrl = (svg: string) => 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);

/**
 * The jigsaw slider captcha shown before a registration SMS is sent: slide the piece into the gap
 * (mouse, touch or arrow keys + Enter). `onSolved` sends the code with the captcha and answers
 * 'retry' when the server refused the position (a new puzzle is loaded; captchas are single use).
 */
export function JigsawDialog({
  open,
  onCancel,
  onSolved,
  afterClose,
}: {
  open: boolean;
  onCancel: () => void;
  onSolved: (captchaId: string, x: number) => Promise<'done' | 'retry'>;
  /** Once the dialog has gone: the caller moves the focus on (antd's return to the opener would land on a button the countdown just disabled). */
  afterClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'checking' | 'failed'>('idle');
  const drag = useRef<{ startX: number; from: number } | null>(null);
  const handleRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    setPuzzle(null);
    setLoadError(null);
    setX(0);
    try {
      setPuzzle(await fetchPuzzle());
    } catch (err) {
      setLoadError((err as Error).message);
    }
  }, []);

  useEffect(() => {
    if (open) {
      setState('idle');
      void load();
    }
  }, [open, load]);

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const clamp = (v: number) => Math.max(0, Math.min(max, Math.round(v)));

  const submit = async (at: number) => {
    if (!puzzle || state === 'checking') return;
    setState('checking');
    const outcome = await onSolved(puzzle.captchaId, at);
    if (outcome === 'retry') {
      setState('failed');
      await load();
    } else setState('idle');
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!puzzle || state === 'checking') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, from: x };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setX(clamp(drag.current.from + e.clientX - drag.current.startX));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const at = clamp(drag.current.from + e.clientX - drag.current.startX);
    drag.current = null;
    setX(at);
    if (at > 0) void submit(at);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 1;
    if (e.key === 'ArrowRight') setX((v) => clamp(v + step));
    else if (e.key === 'ArrowLeft') setX((v) => clamp(v - step));
    else if (e.key === 'Enter' || e.key === ' ') void submit(x);
    else return;
    e.preventDefault();
  };

  return (
    <Modal open={open} title={t('jigsaw.title')} footer={null} onCancel={onCancel} afterClose={afterClose} focusTriggerAfterClose={false} width={380} destroyOnHidden maskClosable={false}>
      <p className={styles.hint}>{t('jigsaw.hint')}</p>
      <div className={styles.stage} style={{ width: puzzle?.width ?? 300, height: puzzle?.height ?? 150 }}>
        {puzzle ? (
          <>
            <img className={styles.background} src={svgUrl(puzzle.background)} alt={t('jigsaw.imageAlt')} draggable={false} />
            <img className={styles.piece} src={svgUrl(puzzle.piece)} alt="" draggable={false} style={{ left: x, top: puzzle.y, width: puzzle.pieceSize, height: puzzle.pieceSize }} />
          </>
        ) : loadError ? (
          <div className={styles.center} role="alert">
            <span>{loadError}</span>
            <Button size="small" onClick={() => void load()}>
              {t('common:state.retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.center}>
            <Spin />
          </div>
        )}
      </div>
      <div className={styles.track} style={{ width: puzzle?.width ?? 300 }} data-state={state}>
        <div className={styles.fill} style={{ width: x + (puzzle?.pieceSize ?? 44) / 2 }} />
        {/* Right of the handle at rest; once the handle moves the instruction gives way (the handle would cover it). */}
        <span className={styles.trackText} style={{ paddingLeft: (puzzle?.pieceSize ?? 44) + 8, visibility: x > 0 && state !== 'checking' && state !== 'failed' ? 'hidden' : 'visible' }}>
          {state === 'checking' ? t('jigsaw.checking') : state === 'failed' ? t('jigsaw.failed') : t('jigsaw.track')}
        </span>
        <div
          ref={handleRef}
          className={styles.handle}
          style={{ left: x, width: puzzle?.pieceSize ?? 44 }}
          role="slider"
          tabIndex={0}
          aria-label={t('jigsaw.slider')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          data-testid="jigsaw-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">→</span>
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="link" size="small" onClick={() => void load()} disabled={state === 'checking'}>
          {t('jigsaw.refresh')}
        </Button>
      </div>
    </Modal>
  );
}
