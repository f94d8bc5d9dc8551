import { Button, Tooltip, type ButtonProps } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanRun } from '#shared/auth/useCanRun';
import type { Need } from '#shared/contract/authority-rule';
import styles from './Authority.module.css';
import { ResultState } from './ResultState';

/**
 * The UI side of the gateway's company-need check (auth/can-run.ts): what a member may not run is
 * shown as unavailable with the reason, or as a no-permission state, instead of a form that ends in 1003.
 */
type Runnable = { readonly needs?: Need };

/** A page whose whole purpose is the command: the no-permission state when the session cannot run it. */
export function RequireRun({ command, children }: { command: Runnable; children: ReactNode }) {
  const canRun = useCanRun();
  return canRun(command) ? <>{children}</> : <NoPermission />;
}

export function NoPermission() {
  const { t } = useTranslation();
  return <ResultState status="warning" title={t('common:authority.noPermission')} subTitle={t('common:authority.needAdmin')} data-testid="no-permission" />;
}

/**
 * A button for a command. When the session cannot run it the button stays in its place, focusable
 * but inert (aria-disabled), and says why in a tooltip and to screen readers (aria-describedby).
 */
export function RunButton({ command, onClick, ...props }: ButtonProps & { command: Runnable }) {
  const { t } = useTranslation();
  const canRun = useCanRun();
  const reasonId = useId();
  if (canRun(command)) return <Button {...props} onClick={onClick} />;
  return (
    <>
      <Tooltip title={t('common:authority.needAdmin')} trigger={['hover', 'focus']}>
        <Button
          {...props}
          type={props.type === 'primary' ? 'default' : props.type}
          aria-disabled="true"
          aria-describedby={reasonId}
          className={`${props.className ?? ''} ${styles.unavailable}`}
          onClick={(e) => e.preventDefault()}
        />
      </Tooltip>
      <span id={reasonId} className={styles.srOnly}>
        {t('common:authority.needAdmin')}
      </span>
    </>
  );
}

/** One line under actions that were left out because the session cannot run them. */
export function HiddenActionsNote({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <p className={styles.note} data-testid="hidden-actions-note">
      {t('common:authority.hidden')}
    </p>
  );
}
