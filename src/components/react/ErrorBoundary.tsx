// Every island renders inside one of these: an island that throws (bad data, a browser quirk) shows a short
// message in its own place, and the header, the text and every other island of the page keep working. The islands'
// one other shared need lives here too, so that it costs them no file of its own: useEarlyActions.
import { Component, useEffect, type ComponentType, type ReactNode, type RefObject } from "react";
import type {} from "./early-actions.ts";
import { renderedByReact } from "../../lib/astro-react.ts";

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
  // A name for React's developer tools and warnings; a shop's build has neither, so it carries no bytes for it.
  if (import.meta.env.DEV) Guarded.displayName = `Guarded(${Inner.displayName ?? Inner.name})`;
  // Every island is one of these: Astro renders it without first asking whether it is React's (lib/astro-react.ts).
  if (import.meta.env.SSR) renderedByReact(Guarded);
  return Guarded;
}

/**
 * Replays, once the island's first render has committed, what the shopper did to its controls before React took it
 * over (lib/inline-scripts.ts earlyActionsCapture keeps it); `inside` is any element the island renders. The replay
 * (early-actions.ts) is fetched only when there is something to replay: a page nobody touched early never loads it.
 * Every island whose static HTML has controls calls this in its first render: until the island has replayed what it
 * was given, the capture holds every later tap on it too.
 */
export function useEarlyActions(inside: RefObject<Element | null>): void {
  useEffect(() => {
    const island = inside.current?.closest("astro-island");
    // A replay that cannot load (offline, a deploy replaced the chunk) is reported by the browser; the list is then
    // emptied, or the capture would hold every later tap on the islands that wait for it (every island's replay is
    // this same chunk, so the others could not load it either).
    if (island && window.earlyIslandActions?.length)
      void import("./early-actions.ts").then(
        (replay) => replay.replayEarlyActions(island),
        () => (window.earlyIslandActions!.length = 0),
      );
  }, [inside]);
}
