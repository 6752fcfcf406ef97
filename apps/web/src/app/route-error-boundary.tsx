import { Component, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';

interface Props {
  /** A new value (the next screen's path) clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a screen that failed to load or render. A failed chunk usually means a new release was
 * deployed, so the way out is a fresh page load.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    reportError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="route-error" role="alert">
        <h1 className="route-error__title">화면을 불러오지 못했습니다</h1>
        <p>네트워크 상태를 확인한 뒤 다시 시도해주세요. 문제가 계속되면 고객센터로 문의해주세요.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          새로고침
        </button>
      </div>
    );
  }
}
