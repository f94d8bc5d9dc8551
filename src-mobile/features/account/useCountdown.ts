import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left before an SMS code may be requested again. Counts against the
 * wall clock, so a backgrounded tab (timers throttled) still ends on time.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const endAt = useRef(0);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setLeft(Math.max(0, Math.ceil((endAt.current - Date.now()) / 1000))), 250);
    return () => window.clearInterval(id);
  }, [running]);

  const start = useCallback((seconds: number) => {
    endAt.current = Date.now() + seconds * 1000;
    setLeft(seconds);
  }, []);

  return [left, start];
}
