import type { ButtonRef } from 'antd-mobile/es/components/button';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
// The button's look without its module: the plain first-paint button wears antd-mobile's classes.
import 'antd-mobile/es/components/button/button.css';

const load = () => import('antd-mobile/es/components/button');
const Button = lazy(load);

/** Starts loading antd-mobile's Button (a form calls it when first touched, so the first submit finds it loaded). */
export const preloadSubmitButton = () => void load();

/**
 * A form's large primary submit button. Until the form's first submit it is a plain button with
 * antd-mobile's classes and markup (what Button renders when not loading); from then on
 * antd-mobile's Button, with its loading state. The swap happens once the click has submitted
 * (never between the press and the release, which would lose the click), and the button keeps the
 * focus. A first paint showing only the form does without the Button module and its loading dots.
 */
export function SubmitButton({ loading, loadingText, className, color = 'primary', children }: { loading: boolean; loadingText?: string; className: string; color?: 'primary' | 'danger'; children: ReactNode }) {
  const [real, setReal] = useState(false);
  if (loading && !real) setReal(true);
  const realRef = useRef<ButtonRef>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (real && hadFocus.current) realRef.current?.nativeElement?.focus();
  }, [real]);

  const plain = (
    <button
      type="submit"
      className={`adm-button adm-button-${color} adm-button-block adm-button-large${loading ? ' adm-button-disabled adm-button-loading' : ''} adm-button-shape-default ${className}`}
      disabled={loading}
      onFocus={() => (hadFocus.current = true)}
      onBlur={() => (hadFocus.current = false)}
    >
      <span>{loading ? (loadingText ?? children) : children}</span>
    </button>
  );
  if (!real) return plain;
  return (
    <Suspense fallback={plain}>
      <Button ref={realRef} className={className} type="submit" block color={color} size="large" loading={loading} loadingText={loadingText}>
        {children}
      </Button>
    </Suspense>
  );
}
