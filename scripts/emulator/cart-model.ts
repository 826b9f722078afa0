// What a stored cart is: its lines, codes, note and attributes, its id, the shapes of the changes the cart mutations
// ask for and answer with, and the limits on all of these.

/** Shopify keeps an untouched cart for 10 days. */
export const CART_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000;
/** Shopify's limit on the lines of one cart. */
export const MAX_CART_LINES = 500;
/** How many carts the emulator holds at once; the least recently used goes first. */
export const MAX_CARTS = 5_000;
/**
 * The emulator's limit on one cart's stored size (lines, attributes, codes and note as JSON). With MAX_CARTS it
 * bounds the memory carts can take (about 640 MB at worst) whatever a client sends; a 500-line cart without
 * attributes takes about 60 kB.
 */
export const MAX_CART_BYTES = 128 * 1024;
/** The emulator's limits on custom attributes and codes (Shopify documents none; these keep answers clear). */
export const MAX_ATTRIBUTES = 50;
export const MAX_ATTRIBUTE_KEY_LENGTH = 255;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 1_000;
export const MAX_CODE_LENGTH = 255;
/** The emulator's limit on a cart note (Shopify answers NOTE_TOO_LONG past its own). */
export const MAX_NOTE_LENGTH = 5_000;

export type Attribute = { key: string; value: string };

export type StoredLine = { id: string; variantId: number; quantity: number; attributes: Attribute[] };

export type StoredCart = {
  token: string;
  key: string;
  createdAt: string;
  updatedAt: string;
  lines: StoredLine[];
  discountCodes: string[];
  note: string | null;
  attributes: Attribute[];
  countryCode: string | null;
};

export type CartUserError = { code: string; field: string[] | null; message: string };
export type CartWarning = { code: string; message: string; target: string };

export type CartChange = { cart: StoredCart | null; userErrors: CartUserError[]; warnings: CartWarning[] };

export type LineInput = { merchandiseId: string; quantity?: number | null; attributes?: Attribute[] | null; sellingPlanId?: string | null };
export type LineUpdateInput = { id: string; merchandiseId?: string | null; quantity?: number | null; attributes?: Attribute[] | null; sellingPlanId?: string | null };

export function cartGid(cart: Pick<StoredCart, "token" | "key">): string {
  return `gid://shopify/Cart/${cart.token}?key=${cart.key}`;
}

/** The token and key of a cart id (`gid://shopify/Cart/{token}?key={key}`), or null when it is not one. */
export function parseCartGid(id: string): { token: string; key: string } | null {
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9-]{1,100})\?key=([A-Za-z0-9]{1,100})$/.exec(id);
  return match ? { token: match[1]!, key: match[2]! } : null;
}
