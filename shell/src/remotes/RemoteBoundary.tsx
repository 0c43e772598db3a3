import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import type { SlotVariant } from './slot-variant';

interface RemoteBoundaryProps {
  readonly variant: SlotVariant;
  readonly onError: () => void;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

interface RemoteBoundaryState {
  readonly failed: boolean;
}

/** Catches a remote that failed to load or to render, so that only its own part of the page is lost. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  override render() {
    // Retry remounts this boundary (the parent changes its key), which clears `failed`.
    return this.state.failed ? (
      <RemoteFallback variant={this.props.variant} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
