import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../components/icons';
import { PanelButton, panelButtonClass, StatusPanel } from '../components/StatusPanel';

/** A failed dynamic import (a chunk missing after a deploy, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Failed to fetch/i.test(msg);
}

interface Props {
  children: ReactNode;
  /** Called before the boundary re-renders its children (e.g. to retry a lazy import). */
  onRetry?: () => void;
}

/** Catches a page's render or load error and offers a retry, without taking the header and footer down. */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  retry = () => {
    // A failed module import stays failed in the browser's module map: reload the document.
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return <PageError onRetry={this.retry} />;
    return this.props.children;
  }
}

export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      tone="error"
      icon={<AlertIcon size={30} />}
      title={t('desktop:error.title')}
      body={t('desktop:error.body')}
      actions={
        <>
          <PanelButton primary onClick={onRetry}>
            {t('desktop:error.retry')}
          </PanelButton>
          <a className={panelButtonClass()} href="/">
            {t('common:action.backHome')}
          </a>
        </>
      }
    />
  );
}
