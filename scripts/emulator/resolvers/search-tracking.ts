// The trackingParameters of search results. Shopify fills Trackable.trackingParameters only on what search and
// predictiveSearch return, as a query string the storefront appends to the result's link so its analytics can tell
// which search (and which position in it) a visit came from. A full search gives "_pos={n}&_sid={search id}&_ss=r";
// a predictive one "_pos={n}&_psq={typed text}&_ss=e&_v=1.0". Here the search id is derived from the search itself,
// so the same search always carries the same parameters (and every page of one search shares its id).
import type { Source } from "../pagination.ts";

/** Nine hex digits, the length of the search ids on Shopify's result links. */
export function searchId(signature: string): string {
  const hex = (text: string): string => {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    return (hash >>> 0).toString(16).padStart(8, "0");
  };
  return (hex(signature) + hex(`${signature}#`)).slice(0, 9);
}

export function searchTracking(position: number, sid: string): string {
  return `_pos=${position}&_sid=${sid}&_ss=r`;
}

export function predictiveTracking(position: number, typed: string): string {
  return `_pos=${position}&${new URLSearchParams({ _psq: typed.trim() })}&_ss=e&_v=1.0`;
}

/** A result's source with the tracking parameters of the search that found it (the plain source carries null). */
export function tracked(source: Source, trackingParameters: string): Source {
  return { ...source, trackingParameters };
}
