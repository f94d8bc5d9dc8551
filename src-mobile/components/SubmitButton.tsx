import type { ButtonProps } from 'antd-mobile/es/components/button';
import { lazy, Suspense, type ReactNode } from 'react';
// The button's look without its module: the plain first-paint button wears antd-mobile's classes.
import 'antd-mobile/es/components/button/button.css';

const Button = lazy(() => import('antd-mobile/es/components/button'));

/**
 * A form's large primary submit button. Until the form is first touched (`armed`) or busy it is
 * a plain button with antd-mobile's classes and markup (what Button renders when not loading);
 * then antd-mobile's Button takes over with its loading state. A first paint showing only the
 * form does without the Button module and its loading dots (~2.5 kB gzip on /wx/login).
 */
export function SubmitButton({ armed, loading, loadingText, className, children }: { armed: boolean; loading: boolean; loadingText: string; className: string; children: ReactNode }) {
  const plain = (
    <button type="submit" className={`adm-button adm-button-primary adm-button-block adm-button-large${loading ? ' adm-button-disabled adm-button-loading' : ''} adm-button-shape-default ${className}`} disabled={loading}>
      <span>{loading ? loadingText : children}</span>
    </button>
  );
  if (!armed && !loading) return plain;
  const props: ButtonProps = { className, type: 'submit', block: true, color: 'primary', size: 'large', loading, loadingText };
  return (
    <Suspense fallback={plain}>
      <Button {...props}>{children}</Button>
    </Suspense>
  );
}
