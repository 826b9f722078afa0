// The other half of lib/inline-scripts.ts earlyActionsCapture: what a shopper did to an island's controls between
// the first paint and React taking the island over, replayed in order once it has, so that no tap on a visible
// control is lost (issue 25). The browser already did what it does natively (a radio checked, a quantity chosen,
// text typed); React, whose state still holds the static HTML's values, is told of it with the events it listens to.
// Loaded by useEarlyActions (ErrorBoundary.tsx) only when the page's list holds anything.

export type EarlyAction = {
  kind: "click" | "change" | "submit";
  element: Element;
  submitter: HTMLElement | null;
  /** A changed field's last value: its text or chosen option, or whether it is checked. */
  value: string | boolean | null;
};

/** The page's list, in the order the shopper acted; `replaying` is true while a replayed event is being dispatched. */
export type EarlyActionQueue = EarlyAction[] & { replaying?: boolean };

declare global {
  interface Window {
    earlyIslandActions?: EarlyActionQueue;
  }
}

// Islands whose replay is under way: several components of one island (the story cards) each ask for it.
const replaying = new WeakSet<Element>();

/**
 * Replays the island's actions in order, each taken off the page's list only as it is replayed: the capture keeps
 * holding whatever the shopper does to the island meanwhile (it is added to the list, and replayed after), so
 * nothing overtakes what came first. The list is changed in place, since the capture script holds it too.
 */
export async function replayEarlyActions(island: Element): Promise<void> {
  const queue = window.earlyIslandActions;
  if (!queue || replaying.has(island)) return;
  replaying.add(island);
  try {
    for (;;) {
      // Each action after React has rendered what the one before changed (a quantity, then 'Add to basket').
      await nextTask();
      // A control React replaced since is gone from the page, and what was done to it with it.
      for (let i = queue.length - 1; i >= 0; i--) if (!queue[i]!.element.isConnected) queue.splice(i, 1);
      const next = queue.findIndex((action) => island.contains(action.element));
      if (next === -1) return;
      const [action] = queue.splice(next, 1);
      queue.replaying = true;
      try {
        replay(action!);
      } finally {
        queue.replaying = false;
      }
    }
  } finally {
    replaying.delete(island);
  }
}

function replay({ kind, element, submitter, value }: EarlyAction): void {
  if (kind === "submit" && element instanceof HTMLFormElement) {
    element.requestSubmit(submitter && element.contains(submitter) ? submitter : null);
  } else if (kind === "click" && element instanceof HTMLButtonElement) {
    if (!element.disabled) element.click();
  } else if (kind === "change" && value !== null) {
    tellReactOfChange(element, value);
  }
}

/**
 * React reads a choice from the events it listens to, and skips one whose value its own tracker already holds
 * (set from the page when it took the control over): so the tracker is first given the old value through the
 * element's own setter, then the new one is put back past it, and the event sent.
 */
function tellReactOfChange(element: Element, value: string | boolean): void {
  if (element instanceof HTMLSelectElement) {
    element.value = String(value);
    element.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
    // (A radio the shopper left for another one of its group is no longer in the list: the capture dropped it.)
    if (element.type === "radio" && !value) return;
    element.checked = !value;
    element.click();
  } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const typed = String(value);
    // React keeps defaultValue equal to the value it rendered: equal to what was typed, there is nothing to tell.
    if (typed === element.defaultValue) return;
    element.value = element.defaultValue;
    const prototype = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, typed);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** The next task, after what React scheduled; by a message, which a page's faked clock does not hold back as it does timers. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
