// GET /cart/{variantId}:{qty},{variantId}:{qty}...?discount=CODE — the local stand-in for Shopify's hosted cart
// permalink, where the site hands the shopper over for checkout. It shows what a shopper would check: each line,
// the subtotal, the shop's promotion when the code applies, and the total. No payment is taken.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CatalogueStore } from "./store.ts";
import type { VariantEntry } from "./store-entries.ts";
import type { CartStore } from "./carts.ts";
import { formatUsd, toCents } from "./money.ts";
import { escapeHtml } from "./text.ts";
import { sendHtml } from "./http.ts";

/** A discount code: `percent` off the subtotal once it reaches `minimumCents`. */
export type DiscountRule = { code: string; percent: number; minimumCents: number };

/** The shop's promotion: 10% off all orders over $50. */
export function defaultDiscount(code: string): DiscountRule {
  return { code, percent: 10, minimumCents: 5000 };
}

const MAX_QUANTITY = 999;

export type CartLine = {
  variant: VariantEntry;
  quantity: number;
  unitCents: number;
  lineCents: number;
  available: boolean;
};

export type CartSummary =
  | { ok: false; status: 400 | 404; problems: string[] }
  | {
      ok: true;
      lines: CartLine[];
      subtotalCents: number;
      discount: { code: string; applied: boolean; cents: number; message: string } | null;
      totalCents: number;
    };

/** Reads the permalink's lines and prices the cart. Malformed lines are a 400, unknown variants a 404. */
export function summarizeCart(store: CatalogueStore, linesText: string, discountCode: string | null, rule: DiscountRule): CartSummary {
  const malformed: string[] = [];
  const unknown: string[] = [];
  const quantities = new Map<number, number>();
  const segments = linesText.split(",").filter((segment) => segment !== "");
  for (const segment of segments) {
    const match = /^(\d+):(\d+)$/.exec(segment);
    if (!match) {
      malformed.push(`'${segment}' is not of the form {variantId}:{quantity}`);
      continue;
    }
    const id = Number(match[1]);
    const quantity = Number(match[2]);
    if (quantity < 1 || quantity > MAX_QUANTITY) {
      malformed.push(`'${segment}': the quantity must be from 1 to ${MAX_QUANTITY}`);
      continue;
    }
    if (!store.variantById.has(id)) {
      unknown.push(`There is no product variant with id ${id}`);
      continue;
    }
    // The same variant twice adds up, as Shopify's cart does.
    quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  }
  if (malformed.length) return { ok: false, status: 400, problems: malformed };
  if (unknown.length) return { ok: false, status: 404, problems: unknown };

  const lines: CartLine[] = [...quantities].map(([id, quantity]) => {
    const variant = store.variantById.get(id)!;
    const unitCents = toCents(variant.record.price.amount);
    return { variant, quantity, unitCents, lineCents: unitCents * quantity, available: variant.record.availableForSale };
  });
  const subtotalCents = lines.filter((l) => l.available).reduce((sum, l) => sum + l.lineCents, 0);
  const discount = discountCode ? discountFor(discountCode, subtotalCents, rule) : null;
  return { ok: true, lines, subtotalCents, discount, totalCents: subtotalCents - (discount?.cents ?? 0) };
}

/** What a code does to a subtotal, with the sentence the page shows: applied, not yet (below the minimum), or unknown. */
export function discountFor(code: string, subtotalCents: number, rule: DiscountRule): NonNullable<Extract<CartSummary, { ok: true }>["discount"]> {
  if (code.trim().toUpperCase() !== rule.code.toUpperCase()) {
    return { code, applied: false, cents: 0, message: `The discount code ${code} is not valid.` };
  }
  if (subtotalCents < rule.minimumCents) {
    return {
      code: rule.code,
      applied: false,
      cents: 0,
      message: `The code ${rule.code} does not apply yet: it takes ${rule.percent}% off orders of ${formatUsd(rule.minimumCents)} or more (add ${formatUsd(rule.minimumCents - subtotalCents)}).`,
    };
  }
  const cents = Math.round((subtotalCents * rule.percent) / 100);
  return { code: rule.code, applied: true, cents, message: `${rule.percent}% off with ${rule.code}` };
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd}
td.num,th.num{text-align:right}.unavailable{color:#999}.note{background:#f6f3ea;padding:.75rem;border-radius:6px}
.error{color:#a00}.summary td{border:none}.total td{font-weight:bold;font-size:1.1em}`;

function page(shopName: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout — ${escapeHtml(shopName)} (local store)</title><style>${STYLE}</style></head>
<body><h1>Checkout</h1>
<p class="note">This is the local storefront emulator's stand-in for the store's hosted checkout. No payment is taken.</p>
${body}
</body></html>`;
}

export function renderCartPage(shopName: string, summary: CartSummary): string {
  if (!summary.ok) {
    const items = summary.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("");
    return page(shopName, `<div class="error" role="alert"><p>This cart link cannot be opened:</p><ul>${items}</ul></div>`);
  }
  if (summary.lines.length === 0) return page(shopName, `<p id="empty-cart">Your cart is empty.</p>`);
  const rows = summary.lines
    .map((line) => {
      const record = line.variant.record;
      const variantTitle = record.title === "Default Title" ? "" : `<div class="variant">${escapeHtml(record.title)}</div>`;
      const status = line.available ? "" : `<div class="status">Sold out — not included in the total</div>`;
      return `<tr data-variant-id="${record.id}"${line.available ? "" : ' class="unavailable"'}>
<td><div class="product">${escapeHtml(line.variant.product.record.title)}</div>${variantTitle}${status}</td>
<td class="num unit-price">${formatUsd(line.unitCents)}</td><td class="num quantity">${line.quantity}</td>
<td class="num line-total">${line.available ? formatUsd(line.lineCents) : "—"}</td></tr>`;
    })
    .join("\n");
  const discount = summary.discount;
  const discountRow = !discount
    ? ""
    : discount.applied
      ? `<tr id="discount"><td colspan="3">Discount (${escapeHtml(discount.message)})</td><td class="num">−${formatUsd(discount.cents)}</td></tr>`
      : `<tr id="discount-not-applied"><td colspan="4">${escapeHtml(discount.message)}</td></tr>`;
  return page(
    shopName,
    `<table><thead><tr><th>Product</th><th class="num">Price</th><th class="num">Quantity</th><th class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot class="summary">
<tr id="subtotal"><td colspan="3">Subtotal</td><td class="num">${formatUsd(summary.subtotalCents)}</td></tr>
${discountRow}
<tr id="total" class="total"><td colspan="3">Total</td><td class="num">${formatUsd(summary.totalCents)}</td></tr>
</tfoot></table>`,
  );
}

export function handleCartPage(
  req: IncomingMessage,
  res: ServerResponse,
  linesText: string,
  params: URLSearchParams,
  store: CatalogueStore,
  rule: DiscountRule,
): void {
  let lines: string;
  try {
    lines = decodeURIComponent(linesText);
  } catch {
    sendHtml(req, res, 400, renderCartPage(store.shopName, { ok: false, status: 400, problems: ["The cart link is not correctly encoded."] }));
    return;
  }
  const summary = summarizeCart(store, lines, params.get("discount"), rule);
  sendHtml(req, res, summary.ok ? 200 : summary.status, renderCartPage(store.shopName, summary));
}

/**
 * GET /cart/c/{token}?key={key} — the checkout URL of a cart made through the Cart API: the same page as the
 * permalink's, priced by the same rules from the stored cart. An unknown, expired or wrongly keyed cart is a 404.
 */
export function handleStoredCartPage(req: IncomingMessage, res: ServerResponse, token: string, params: URLSearchParams, carts: CartStore, store: CatalogueStore): void {
  const cart = carts.get(token, params.get("key") ?? "");
  if (!cart) {
    const summary: CartSummary = { ok: false, status: 404, problems: ["This cart does not exist or has expired."] };
    sendHtml(req, res, 404, renderCartPage(store.shopName, summary));
    return;
  }
  const pricing = carts.price(cart);
  const rule = carts.rule;
  const lines: CartLine[] = pricing.lines.map((priced) => ({
    variant: priced.variant,
    quantity: priced.line.quantity,
    unitCents: priced.unitCents,
    lineCents: priced.subtotalCents,
    available: priced.variant.record.availableForSale,
  }));
  // The code that took effect, else the first one entered, described by the same rule as the permalink's page.
  const shown = pricing.appliedCode ?? pricing.codes[0]?.code;
  const discount = shown === undefined ? null : discountFor(shown, pricing.subtotalCents, rule);
  const summary: CartSummary = { ok: true, lines, subtotalCents: pricing.subtotalCents, discount, totalCents: pricing.totalCents };
  sendHtml(req, res, 200, renderCartPage(store.shopName, summary));
}
