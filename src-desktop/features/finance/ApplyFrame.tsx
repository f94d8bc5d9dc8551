import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '#shared/auth/session';
import type { CommandDef } from '#shared/contract/command';
import type { FinanceKind } from '#shared/contract/finance';
import { PageFallback } from '../../components/PageFallback';
import styles from './finance.module.css';

export interface ApplyKind {
  kind: FinanceKind;
  /** The member's submit command of this kind. */
  submit: CommandDef;
  Fields: ComponentType<{ visitor: boolean }>;
}

// A member's way to apply (eligibility, latest application, the form) loads only for members.
const MemberApply = lazy(() => import('./MemberApply'));

/**
 * One application page: the heading and intro, then the member's way to apply or, signed out,
 * `signedOut` (the visitor's form, or the members-only notice): a visitor's first load carries
 * only what a visitor sees.
 */
export function ApplyFrame({ signedOut, ...props }: ApplyKind & { signedOut: ReactNode }) {
  const { t } = useTranslation('finance');
  const signedIn = useSession((s) => s.token !== null);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t(`${props.kind}.title`)}</h1>
        <p className={styles.lead}>{t(`${props.kind}.lead`)}</p>
      </header>
      <section className={styles.card}>
        {signedIn ? (
          <Suspense fallback={<PageFallback />}>
            <MemberApply {...props} />
          </Suspense>
        ) : (
          signedOut
        )}
      </section>
    </div>
  );
}

export function Card({ children }: { children: ReactNode }) {
  return <div data-testid="finance-state">{children}</div>;
}
