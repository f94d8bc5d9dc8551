import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown (SMS resend, redirect after success). Counts against the wall
 * clock, so a backgrounded tab (throttled timers) still ends on time.
 */
export function useCountdown(initial = 0): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initial);
  const endAt = useRef(Date.now() + initial * 1000);
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
