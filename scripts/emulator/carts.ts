// The Cart API's state and rules, apart from GraphQL: carts kept in memory until they expire, and the changes the
// cart mutations make to them. Each change is checked whole before anything is applied, so a request with one bad
// line changes nothing (a user error), while stock limits adjust the cart and say so (a warning), as Shopify does
// since API version 2024-10.
import { randomBytes, randomUUID } from "node:crypto";
import { sameToken } from "../../src/services/rebuilder/signature.ts";
import type { DiscountRule } from "./cart-page.ts";
import { CART_LIFETIME_MS, MAX_CARTS, MAX_CART_LINES, cartGid, parseCartGid } from "./cart-model.ts";
import type { Attribute, CartChange, CartUserError, CartWarning, LineInput, LineUpdateInput, StoredCart, StoredLine } from "./cart-model.ts";
import {
  attributeProblems,
  cleanCodes,
  codeProblems,
  copyAttributes,
  mergeSameMerchandise,
  noteProblems,
  sameAttributes,
  sizeProblems,
  variantGid,
  variantNumber,
  variantTitle,
} from "./cart-input.ts";
import { priceCart, type CartPricing } from "./cart-pricing.ts";
import type { CatalogueStore } from "./store.ts";
import type { VariantEntry } from "./store-entries.ts";

type Clock = () => number;

export class CartStore {
  readonly #carts = new Map<string, { cart: StoredCart; expiresAt: number }>();
  /** The catalogue as served now: a function, so carts follow when the server swaps in a changed catalogue. */
  readonly #catalogue: () => CatalogueStore;
  readonly #rule: DiscountRule;
  readonly #now: Clock;
  readonly #capacity: number;

  constructor(catalogue: CatalogueStore | (() => CatalogueStore), rule: DiscountRule, options: { now?: Clock; capacity?: number } = {}) {
    this.#catalogue = typeof catalogue === "function" ? catalogue : () => catalogue;
    this.#rule = rule;
    this.#now = options.now ?? Date.now;
    this.#capacity = options.capacity ?? MAX_CARTS;
  }

  get rule(): DiscountRule {
    return this.#rule;
  }

  get size(): number {
    return this.#carts.size;
  }

  /** The cart with this token, when it exists, has not expired and the key matches (Shopify needs both). */
  get(token: string, key: string): StoredCart | null {
    const entry = this.#carts.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= this.#now()) {
      this.#carts.delete(token);
      return null;
    }
    // Compared in constant time, so the time taken does not tell how much of a guessed key was right.
    return sameToken(key, entry.cart.key) ? entry.cart : null;
  }

  byId(id: string): StoredCart | null {
    const parsed = parseCartGid(id);
    return parsed ? this.get(parsed.token, parsed.key) : null;
  }

  price(cart: StoredCart): CartPricing {
    return priceCart(this.#catalogue(), cart, this.#rule);
  }

  create(input: {
    lines?: LineInput[] | null;
    discountCodes?: string[] | null;
    note?: string | null;
    attributes?: Attribute[] | null;
    countryCode?: string | null;
  }): CartChange {
    const now = new Date(this.#now()).toISOString();
    const draft: StoredCart = {
      token: `c1-${randomBytes(16).toString("hex")}`,
      key: randomBytes(16).toString("hex"),
      createdAt: now,
      updatedAt: now,
      lines: [],
      discountCodes: [],
      note: null,
      attributes: [],
      countryCode: input.countryCode ?? null,
    };
    const errors: CartUserError[] = [];
    if (input.note != null) errors.push(...noteProblems(input.note, ["input", "note"]));
    errors.push(...attributeProblems(input.attributes ?? [], ["input", "attributes"]), ...codeProblems(input.discountCodes ?? [], ["input", "discountCodes"]));
    const added = this.#addLines(draft, input.lines ?? [], ["input", "lines"]);
    errors.push(...added.userErrors);
    if (errors.length > 0) return { cart: null, userErrors: errors, warnings: [] };
    const cart: StoredCart = { ...(added.cart ?? draft), discountCodes: cleanCodes(input.discountCodes ?? []), note: input.note ?? null, attributes: copyAttributes(input.attributes ?? []) };
    const tooLarge = sizeProblems(cart, ["input"]);
    if (tooLarge.length > 0) return { cart: null, userErrors: tooLarge, warnings: [] };
    this.#save(cart);
    return { cart, userErrors: [], warnings: [...added.warnings, ...this.#discountWarnings(cart)] };
  }

  linesAdd(cartId: string, lines: LineInput[]): CartChange {
    return this.#change(cartId, (cart) => this.#addLines(cart, lines, ["lines"]));
  }

  linesUpdate(cartId: string, updates: LineUpdateInput[]): CartChange {
    return this.#change(cartId, (cart) => {
      const errors: CartUserError[] = [];
      const warnings: CartWarning[] = [];
      const next = cart.lines.map((line) => ({ ...line }));
      updates.forEach((update, index) => {
        const line = next.find((l) => l.id === update.id);
        if (!line) {
          errors.push({ code: "INVALID_MERCHANDISE_LINE", field: ["lines", String(index), "id"], message: `The merchandise line with id ${update.id} does not exist in this cart.` });
          return;
        }
        if (update.sellingPlanId != null) {
          errors.push({ code: "SELLING_PLAN_NOT_APPLICABLE", field: ["lines", String(index), "sellingPlanId"], message: "This shop sells no subscriptions: selling plans do not apply." });
          return;
        }
        if (update.merchandiseId != null) {
          const variant = this.#variant(update.merchandiseId, ["lines", String(index), "merchandiseId"], errors);
          if (!variant) return;
          line.variantId = variant.record.id;
        }
        if (update.attributes != null) {
          const problems = attributeProblems(update.attributes, ["lines", String(index), "attributes"]);
          if (problems.length > 0) {
            errors.push(...problems);
            return;
          }
          line.attributes = copyAttributes(update.attributes);
        }
        if (update.quantity != null) {
          if (!Number.isInteger(update.quantity) || update.quantity < 0) {
            errors.push({ code: "INVALID", field: ["lines", String(index), "quantity"], message: "The quantity must be zero (to remove the line) or more." });
            return;
          }
          line.quantity = update.quantity;
        }
      });
      if (errors.length > 0) return { cart, userErrors: errors, warnings };
      // A quantity of 0 removes the line, as the Storefront API documents.
      const kept: StoredLine[] = [];
      for (const line of mergeSameMerchandise(next.filter((l) => l.quantity > 0))) {
        const stocked = this.#withinStock(line, warnings);
        if (stocked) kept.push(stocked);
      }
      return { cart: { ...cart, lines: kept }, userErrors: [], warnings };
    });
  }

  linesRemove(cartId: string, lineIds: string[]): CartChange {
    return this.#change(cartId, (cart) => {
      const errors: CartUserError[] = [];
      lineIds.forEach((id, index) => {
        if (!cart.lines.some((l) => l.id === id)) {
          errors.push({ code: "INVALID_MERCHANDISE_LINE", field: ["lineIds", String(index)], message: `The merchandise line with id ${id} does not exist in this cart.` });
        }
      });
      if (errors.length > 0) return { cart, userErrors: errors, warnings: [] };
      const removed = new Set(lineIds);
      return { cart: { ...cart, lines: cart.lines.filter((l) => !removed.has(l.id)) }, userErrors: [], warnings: [] };
    });
  }

  discountCodesUpdate(cartId: string, codes: string[]): CartChange {
    return this.#change(cartId, (cart) => {
      const errors = codeProblems(codes, ["discountCodes"]);
      return errors.length > 0 ? { cart, userErrors: errors, warnings: [] } : { cart: { ...cart, discountCodes: cleanCodes(codes) }, userErrors: [], warnings: [] };
    });
  }

  noteUpdate(cartId: string, note: string): CartChange {
    return this.#change(cartId, (cart) => {
      const errors = noteProblems(note, ["note"]);
      return errors.length > 0 ? { cart, userErrors: errors, warnings: [] } : { cart: { ...cart, note }, userErrors: [], warnings: [] };
    });
  }

  buyerIdentityUpdate(cartId: string, countryCode: string | null): CartChange {
    return this.#change(cartId, (cart) => ({ cart: { ...cart, countryCode }, userErrors: [], warnings: [] }));
  }

  /** Applies `change` to the cart named by `cartId`; the stored cart is replaced only when there is no user error. */
  #change(cartId: string, change: (cart: StoredCart) => CartChange): CartChange {
    const cart = this.byId(cartId);
    if (!cart) {
      return { cart: null, userErrors: [{ code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." }], warnings: [] };
    }
    const result = change(cart);
    if (result.userErrors.length > 0 || !result.cart) return { cart, userErrors: result.userErrors, warnings: [] };
    const tooLarge = sizeProblems(result.cart, []);
    if (tooLarge.length > 0) return { cart, userErrors: tooLarge, warnings: [] };
    const updated = { ...result.cart, updatedAt: new Date(this.#now()).toISOString() };
    this.#save(updated);
    return { cart: updated, userErrors: [], warnings: [...result.warnings, ...this.#discountWarnings(updated)] };
  }

  #save(cart: StoredCart): void {
    // Re-inserting moves the cart to the end of the Map's order, so the first entry is the least recently used.
    this.#carts.delete(cart.token);
    this.#carts.set(cart.token, { cart, expiresAt: this.#now() + CART_LIFETIME_MS });
    const now = this.#now();
    for (const [token, entry] of this.#carts) {
      if (this.#carts.size <= this.#capacity && entry.expiresAt > now) break;
      this.#carts.delete(token);
    }
  }

  #variant(merchandiseId: string, field: string[], errors: CartUserError[]): VariantEntry | null {
    const id = variantNumber(merchandiseId);
    const variant = id === null ? undefined : this.#catalogue().variantById.get(id);
    if (!variant) {
      errors.push({ code: "INVALID", field, message: `The merchandise with id ${merchandiseId} does not exist.` });
      return null;
    }
    return variant;
  }

  /** The line capped to the stock there is (with a warning), or null (with a warning) when none is left. */
  #withinStock(line: StoredLine, warnings: CartWarning[]): StoredLine | null {
    const variant = this.#catalogue().variantById.get(line.variantId);
    if (!variant) return line;
    const title = variantTitle(variant);
    if (!variant.record.availableForSale) {
      warnings.push({ code: "MERCHANDISE_OUT_OF_STOCK", message: `${title} is out of stock and was not added to the cart.`, target: variantGid(line.variantId) });
      return null;
    }
    const stock = variant.record.quantityAvailable;
    if (line.quantity > stock) {
      warnings.push({
        code: "MERCHANDISE_NOT_ENOUGH_STOCK",
        message: `Only ${stock} of ${title} ${stock === 1 ? "is" : "are"} in stock: the quantity was lowered to ${stock}.`,
        target: line.id,
      });
      return { ...line, quantity: stock };
    }
    return line;
  }

  #addLines(cart: StoredCart, inputs: LineInput[], path: string[]): CartChange {
    const errors: CartUserError[] = [];
    const warnings: CartWarning[] = [];
    const lines = cart.lines.map((line) => ({ ...line }));
    inputs.forEach((input, index) => {
      const field = [...path, String(index)];
      const variant = this.#variant(input.merchandiseId, [...field, "merchandiseId"], errors);
      if (!variant) return;
      if (input.sellingPlanId != null) {
        errors.push({ code: "SELLING_PLAN_NOT_APPLICABLE", field: [...field, "sellingPlanId"], message: "This shop sells no subscriptions: selling plans do not apply." });
        return;
      }
      const quantity = input.quantity ?? 1; // the documented default
      if (!Number.isInteger(quantity) || quantity < 1) {
        errors.push({ code: "INVALID", field: [...field, "quantity"], message: "The quantity must be at least 1." });
        return;
      }
      const problems = attributeProblems(input.attributes ?? [], [...field, "attributes"]);
      if (problems.length > 0) {
        errors.push(...problems);
        return;
      }
      const attributes = copyAttributes(input.attributes ?? []);
      // The same variant with the same attributes joins the line already in the cart, as Shopify's cart does.
      const existing = lines.find((l) => l.variantId === variant.record.id && sameAttributes(l.attributes, attributes));
      if (existing) existing.quantity += quantity;
      else lines.push({ id: `gid://shopify/CartLine/${randomUUID()}?cart=${cart.token}`, variantId: variant.record.id, quantity, attributes });
    });
    if (errors.length > 0) return { cart, userErrors: errors, warnings };
    const kept: StoredLine[] = [];
    for (const line of lines) {
      const stocked = this.#withinStock(line, warnings);
      if (stocked) kept.push(stocked);
    }
    if (kept.length > MAX_CART_LINES) {
      return { cart, userErrors: [{ code: "CART_TOO_LARGE", field: path, message: `A cart holds at most ${MAX_CART_LINES} lines.` }], warnings: [] };
    }
    return { cart: { ...cart, lines: kept }, userErrors: [], warnings };
  }

  #discountWarnings(cart: StoredCart): CartWarning[] {
    const pricing = this.price(cart);
    return pricing.codes
      .filter((c) => !c.applicable)
      .map((c) =>
        c.code.trim().toUpperCase() === this.#rule.code.toUpperCase()
          ? {
              code: "DISCOUNT_PURCHASE_NOT_IN_RANGE",
              message: `${this.#rule.code} takes ${this.#rule.percent}% off orders of $${this.#rule.minimumCents / 100} or more.`,
              target: cartGid(cart),
            }
          : { code: "DISCOUNT_NOT_FOUND", message: `The discount code ${c.code} is not valid.`, target: cartGid(cart) },
      );
  }
}
