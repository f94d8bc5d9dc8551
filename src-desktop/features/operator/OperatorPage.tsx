import { lazy, Suspense } from 'react';
import { PageFallback } from '../../components/PageFallback';
import { OperatorLogin } from './OperatorLogin';
import { useOperator } from './op-session';

// The console (queues, tables, editors) loads after sign-in: the login screen needs only its form.
const OperatorConsole = lazy(() => import('./OperatorConsole'));

/** /operator: the platform's review console (operator login, queues, details, decisions). */
export default function OperatorPage() {
  const token = useOperator((s) => s.token);
  return token ? (
    <Suspense fallback={<PageFallback />}>
      <OperatorConsole />
    </Suspense>
  ) : (
    <OperatorLogin />
  );
}
