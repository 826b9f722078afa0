// The farms the header's type-ahead suggests, from the farms.json the build writes (pages/farms.json.ts). Read once
// per page and shared by every keystroke after.
import { href } from "../../lib/routes.ts";
import type { FarmSuggestion } from "./suggestions.ts";

/** Past this the farms are left out of the suggestions: the products must not wait on them. */
const farmsTimeoutMs = 4_000;
let farmsRequest: Promise<FarmSuggestion[]> | null = null;

/**
 * The farms list, read once per page. A failure or a slow answer leaves farms out of these suggestions only: the
 * next keystroke asks again.
 */
export function loadFarms(): Promise<FarmSuggestion[]> {
  farmsRequest ??= fetch(href("/farms.json"), { signal: AbortSignal.timeout(farmsTimeoutMs) })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<FarmSuggestion[]>;
    })
    .then((farms) => (Array.isArray(farms) ? farms : []))
    .catch((error: unknown) => {
      console.error("[search] farms list unavailable", error);
      farmsRequest = null;
      return [];
    });
  return farmsRequest;
}
