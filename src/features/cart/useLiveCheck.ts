// The basket's live check as a hook: when the page opens and again at checkout, the lines are compared with the
// store's current prices and stock. The answer is applied to the basket as it is when it arrives (a store action),
// never by writing back the copy that was sent. A failed or slow check is logged and ignored: it is a courtesy,
// and the store's own cart page shows the real prices anyway.
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchLiveVariants } from "../../lib/storefront/live.ts";
import { compareWithLive, type LiveCheck } from "./reconcile.ts";
import { $cart, applyLivePrices } from "./store.ts";

const nothingChecked: LiveCheck = { changes: [], unavailable: new Set() };

export function useLiveCheck(): { check: LiveCheck; runCheck: () => Promise<LiveCheck | null> } {
  const [check, setCheck] = useState<LiveCheck>(nothingChecked);
  const latest = useRef(0);

  const runCheck = useCallback(async (): Promise<LiveCheck | null> => {
    const sent = $cart.get();
    if (sent.length === 0) return null;
    const ticket = ++latest.current;
    try {
      const live = await fetchLiveVariants(sent.map((item) => item.id));
      applyLivePrices(live);
      const result = compareWithLive(sent, live);
      // Two checks in flight (page open, then Checkout): only the newer one may set what the page shows.
      if (ticket === latest.current) setCheck(result);
      return result;
    } catch (error) {
      console.error("Could not check the basket against the store:", error);
      return null;
    }
  }, []);

  useEffect(() => {
    void runCheck();
  }, [runCheck]);

  return { check, runCheck };
}
