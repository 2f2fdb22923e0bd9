import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@lectern/shared-sdk';
import { telemetry } from '../telemetry/telemetry';
import { RemoteLoadError } from './remote-module';

interface Props {
  remote: RemoteName;
  /** A change (the page's path) clears a caught error, so one crashing page does not block the whole area. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Contains a failing area: the shell and the other areas keep working. Remount (new key) to retry. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] area ${this.props.remote} failed`, error, info.componentStack);
    // A load failure is reported by the loader, with its stage; anything else is the area's own error.
    if (!(error instanceof RemoteLoadError)) telemetry.error(this.props.remote, 'boundary');
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
