// How the sticky header reacts to scrolling (SPEC.md section 4, "Header"). Pure so it can be tested without a page.
// Under headerAnimateFromPx the header hides at once: an animation this close to the top looks like a glitch.
import { headerAnimateFromPx, headerFlowUntilPx } from "../../lib/shop-rules.ts";

export type HeaderMode = "flow" | "shown" | "hidden";
export type HeaderState = { mode: HeaderMode; animate: boolean };

export function nextHeaderState(previous: HeaderState, previousY: number, y: number): HeaderState {
  if (y <= headerFlowUntilPx) return { mode: "flow", animate: false };
  if (y > previousY) return { mode: "hidden", animate: y >= headerAnimateFromPx };
  if (y < previousY) return { mode: "shown", animate: true };
  return previous;
}
