import { describe, expect, it } from "vitest";
import { nextHeaderState, type HeaderState } from "./header-scroll.ts";

const flow: HeaderState = { mode: "flow", animate: false };

describe("nextHeaderState", () => {
  it("stays in normal flow at 50 px or less, whichever way the page moves", () => {
    expect(nextHeaderState({ mode: "shown", animate: true }, 200, 50)).toEqual(flow);
    expect(nextHeaderState(flow, 0, 30)).toEqual(flow);
  });
  it("hides on scrolling down, without animation under 120 px", () => {
    expect(nextHeaderState(flow, 40, 80)).toEqual({ mode: "hidden", animate: false });
    expect(nextHeaderState(flow, 100, 300)).toEqual({ mode: "hidden", animate: true });
  });
  it("shows fixed on scrolling up", () => {
    expect(nextHeaderState({ mode: "hidden", animate: true }, 600, 500)).toEqual({ mode: "shown", animate: true });
  });
  it("keeps its state when the position does not change", () => {
    const hidden: HeaderState = { mode: "hidden", animate: true };
    expect(nextHeaderState(hidden, 400, 400)).toBe(hidden);
  });
});
