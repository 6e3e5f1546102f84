import { Component, type ReactNode } from 'react';
import { LoadErrorPage } from './load-error-page.tsx';

interface Props {
  /** Called by 'Riprova': the parent swaps in a fresh lazy component so the import runs again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Errore nel caricamento della schermata.', error);
  }

  private readonly retry = () => {
    this.setState({ error: null, failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <LoadErrorPage error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
