// A new listing draws its first screen of cards in the frame that shows its count, and the cards below it in the
// next: the shopper's answer is on screen one layout of 16 cards sooner (issue 24's search latency), and nothing they
// could see waits. Load More, which shows its new cards where the shopper is looking, draws them all at once.
import { useEffect, useState } from "react";

/**
 * Cards drawn with a new listing's count: a 1280 x 900 desktop's first screen (rows of three beside the filters; the
 * third row starts below it) and a phone's (four rows of two). A taller screen sees its next row one frame later.
 */
export const firstScreenCards = 8;

/**
 * How many of `next` to draw now, when `drawn` is the list last drawn whole: all of it when it fits on the first
 * screen or only adds to the cards drawn (Load More, which keeps the cards it had: every answer's cards are new
 * objects, so a list that starts with the card drawn first is the same list, longer); otherwise (a first term,
 * another term, filter or sort) the first screen's cards.
 */
export function cardsToDrawNow<T>(drawn: readonly T[], next: readonly T[], firstScreen = firstScreenCards): number {
  return next.length <= firstScreen || (drawn.length > 0 && next[0] === drawn[0]) ? next.length : firstScreen;
}

/**
 * The part of `items` to draw in this render: the whole list, unless it replaces the one drawn before, in which case
 * its first screen now and the rest once that frame is painted. The first render draws everything: it has to match
 * the page's HTML. So does a page scrolled past half a screen: one frame of a shorter page could pull it up (back and
 * forward restore such places before the answer comes), and a card there could hold the keyboard's focus, which it
 * would lose.
 */
export function useFirstScreenFirst<T>(items: readonly T[]): readonly T[] {
  const [whole, setWhole] = useState(items);
  // The scroll is read only while a list is not yet drawn whole.
  const now = whole === items || scrollY > innerHeight / 2 ? items.length : cardsToDrawNow(whole, items);
  const waiting = now < items.length;
  // A list drawn whole at once (Load More, a short list, a page scrolled down) is the one later lists are told from:
  // kept stale, a render at the top of the page would take its lower cards away again for a frame.
  if (!waiting && whole !== items) setWhole(items);
  useEffect(() => {
    if (!waiting) return;
    // Asked for in a frame's callback, the rest is drawn after that frame's paint: React renders an update made
    // outside an event in a task of its own. A hidden tab paints no frames, and draws the rest when it is shown.
    const frame = requestAnimationFrame(() => setWhole(items));
    return () => cancelAnimationFrame(frame);
  }, [items, waiting]);
  return waiting ? items.slice(0, now) : items;
}
