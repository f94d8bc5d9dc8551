import { lazy, Suspense } from 'react';
import { ensureAreas } from '#shared/i18n/i18n';
import { PageFallback } from '../../components/PageFallback';
import { OperatorLogin } from './OperatorLogin';
import { useOperator } from './op-session';
import { CONSOLE_NS } from './routes';

// The console (queues, tables, editors) and its texts load after sign-in: the login screen needs only its form.
const OperatorConsole = lazy(() => Promise.all([import('./OperatorConsole'), ensureAreas(CONSOLE_NS)]).then(([m]) => m));

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
