// Every island renders inside one of these: an island that throws (bad data, a browser quirk) shows a short
// message in its own place, and the header, the text and every other island of the page keep working.
import { Component, type ComponentType, type ReactNode } from "react";

type Props = { what: string; children: ReactNode };
type State = { failed: boolean };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The ${this.props.what} could not be shown:`, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="island-error" role="alert">
        Sorry, the {this.props.what} could not be shown. Please reload the page to try again.
      </p>
    );
  }
}

/** The island `Inner`, wrapped in an ErrorBoundary; `what` names it for the shopper ("basket", "purchase box"). */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>, what: string): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <ErrorBoundary what={what}>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `Guarded(${Inner.displayName ?? Inner.name})`;
  return Guarded;
}
