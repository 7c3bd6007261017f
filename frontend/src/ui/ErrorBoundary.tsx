import { Component, type ReactNode } from 'react';
import { StatePage } from './StatePage';

interface ErrorBoundaryState {
  failed: boolean;
}

/** A page that throws (or a chunk that fails to load) shows the server-error state, not a blank. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatePage
        icon="error"
        titleKey="misc.error500.title"
        bodyKey="misc.error500.body"
        action={{ reload: true, labelKey: 'common.reload' }}
      />
    );
  }
}
