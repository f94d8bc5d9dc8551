import { lazy, Suspense } from 'react';
import type { AlertProps } from 'antd';

const Alert = lazy(() => import('antd/es/alert'));

/**
 * A form's refusal as antd's error Alert, loaded with the first refusal rather than with the page
 * (a sign-in form shows one only after a submit). The text shows at once while it loads.
 */
export function ErrorAlert({ title, style }: { title: string; style?: AlertProps['style'] }) {
  return (
    <Suspense fallback={<div style={style}>{title}</div>}>
      <Alert type="error" showIcon title={title} style={style} role="alert" />
    </Suspense>
  );
}
