import type { ButtonProps } from 'antd-mobile/es/components/button';
import { lazy, Suspense } from 'react';

const Button = lazy(() => import('antd-mobile/es/components/button'));

/**
 * antd-mobile's Button, loaded when first shown: for buttons a first paint rarely shows (an
 * error state's retry, a signed-in member's sign-out) on the pages opened from a WeChat menu,
 * whose first load then does without the Button module (~2 kB gzip). Pages that show a Button
 * on their first paint import it directly (a lazy one would only load later, not less).
 */
export function LazyButton(props: ButtonProps) {
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}
