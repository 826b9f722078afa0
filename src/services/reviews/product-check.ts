// Whether a product exists, asked of the store (the emulator or a real one) before a review of it is kept. Ids out
// of Shopify's range never get here (validation.ts refuses them); a store that answers is believed, including
// its "Invalid global id" for an id it cannot hold; a store that does not answer in 3 s is "cannot tell", and the
// review then waits for an editor (app.ts) instead of being published or lost.
import { createClient } from "../../lib/storefront/client.ts";
import { readStorefrontConfig, type StorefrontConfig } from "../../lib/storefront/config.ts";

const productExists = "query ProductExists($id: ID!) { node(id: $id) { id } }";
/** true: the store has the product; false: it has not (or cannot hold the id); undefined: no answer. */
type Check = (numericId: string) => Promise<boolean | undefined>;

/** The store refused the id itself: no product can have it, which is an answer, not an outage. */
function refusesTheId(errors: { graphQLErrors?: { message?: string }[] } | undefined): boolean {
  return (errors?.graphQLErrors ?? []).some((error) => /invalid global id/i.test(error.message ?? ""));
}

/** The check against the store `env` names; undefined when `env` names no valid store. */
export function storefrontProductCheck(env: Record<string, string | undefined>): Check | undefined {
  let store: StorefrontConfig;
  try {
    store = readStorefrontConfig(env);
  } catch {
    return undefined;
  }
  return productCheckFor(store);
}

export function productCheckFor(store: StorefrontConfig): Check {
  const api = createClient(store, 3_000);
  // Products found are remembered (the catalogue bounds this set); a "no" is asked again, as the product may be new.
  const known = new Set<string>();
  return async (numericId) => {
    if (known.has(numericId)) return true;
    try {
      const { data, errors } = await api.request(productExists, { variables: { id: `gid://shopify/Product/${numericId}` } });
      if (errors) return refusesTheId(errors as { graphQLErrors?: { message?: string }[] }) ? false : undefined;
      const node = (data as { node?: { id: string } | null } | undefined)?.node;
      if (node === undefined) return undefined;
      if (node !== null) known.add(numericId);
      return node !== null;
    } catch {
      return undefined;
    }
  };
}

/** No store to ask (a misconfigured one): every review waits for an editor. */
export const cannotTell: Check = async () => undefined;
