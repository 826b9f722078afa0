// How the sticky header reacts to scrolling (SPEC.md section 4, "Header"). Pure so it can be tested without a page.

export const headerScroll = {
  /** At or above this scroll position the header sits in normal flow. */
  flowUntil: 50,
  /** Below this position hiding is instant: an animation this close to the top looks like a glitch. */
  animateFrom: 120,
} as const;

export type HeaderMode = "flow" | "shown" | "hidden";
export type HeaderState = { mode: HeaderMode; animate: boolean };

export function nextHeaderState(previous: HeaderState, previousY: number, y: number): HeaderState {
  if (y <= headerScroll.flowUntil) return { mode: "flow", animate: false };
  if (y > previousY) return { mode: "hidden", animate: y >= headerScroll.animateFrom };
  if (y < previousY) return { mode: "shown", animate: true };
  return previous;
}
