// The Cart API as GraphQL: `cart(id:)` and the cart mutations, over the carts and rules of ../carts.ts (a stored
// cart's shape is in ../cart-model.ts). Amounts are computed from the catalogue each time a cart is read, so a price
// changed since the cart was made shows at once.
import { moneyFromNumber } from "../money.ts";
import { arrayConnection, type ConnectionArgs, type Source } from "../pagination.ts";
import { cartGid, type Attribute, type CartChange, type LineInput, type LineUpdateInput, type StoredCart } from "../cart-model.ts";
import { badUserInput, type EmulatorContext } from "./context.ts";
import { variantSource } from "./products.ts";

/** Shopify refuses more than 250 lines, codes or ids in one argument. */
const MAX_INPUT_VALUES = 250;

const money = (cents: number, currency: string) => moneyFromNumber(cents / 100, currency);

function attributeSources(attributes: readonly Attribute[]): Source[] {
  return attributes.map((a) => ({ __typename: "Attribute", key: a.key, value: a.value }));
}

function attributeLookup(attributes: readonly Attribute[]) {
  return (args: { key: string }) => {
    const found = attributes.find((a) => a.key === args.key);
    return found ? { __typename: "Attribute", key: found.key, value: found.value } : null;
  };
}

/** Where the cart's "Checkout" goes: the emulator's hosted page for this cart. */
export function cartCheckoutUrl(ctx: EmulatorContext, cart: Pick<StoredCart, "token" | "key">): string {
  return `${ctx.origin}/cart/c/${cart.token}?key=${cart.key}`;
}

export function cartSource(ctx: EmulatorContext, cart: StoredCart): Source {
  const currency = ctx.store.currencyCode;
  const pricing = ctx.carts.price(cart);
  const lines = pricing.lines.map((priced) => ({
    __typename: "CartLine",
    id: priced.line.id,
    quantity: priced.line.quantity,
    merchandise: variantSource(ctx, priced.variant),
    attributes: attributeSources(priced.line.attributes),
    attribute: attributeLookup(priced.line.attributes),
    cost: {
      __typename: "CartLineCost",
      amountPerQuantity: money(priced.unitCents, currency),
      compareAtAmountPerQuantity: priced.compareAtCents === null ? null : money(priced.compareAtCents, currency),
      subtotalAmount: money(priced.subtotalCents, currency),
      // The shop's one discount is an order discount: it shows on the cart, not on each line.
      totalAmount: money(priced.subtotalCents, currency),
    },
    discountAllocations: [],
    sellingPlanAllocation: null,
    parentRelationship: null,
    instructions: { __typename: "CartLineInstructions", canRemove: true, canUpdateQuantity: true },
  }));
  const codeAllocation =
    pricing.appliedCode === null
      ? []
      : [
          {
            __typename: "CartCodeDiscountAllocation",
            code: pricing.appliedCode,
            discountedAmount: money(pricing.discountCents, currency),
            targetType: "LINE_ITEM",
            discountApplication: {
              __typename: "CartDiscountApplication",
              allocationMethod: "ACROSS",
              targetSelection: "ALL",
              targetType: "LINE_ITEM",
              value: { __typename: "PricingPercentageValue", percentage: ctx.carts.rule.percent },
            },
          },
        ];
  return {
    __typename: "Cart",
    id: cartGid(cart),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    checkoutUrl: cartCheckoutUrl(ctx, cart),
    note: cart.note,
    totalQuantity: pricing.totalQuantity,
    attributes: attributeSources(cart.attributes),
    attribute: attributeLookup(cart.attributes),
    lines: (args: ConnectionArgs) => arrayConnection("BaseCartLineConnection", lines, args, `cart-lines:${cart.token}`, (line) => line, ctx.limits),
    discountCodes: pricing.codes.map((c) => ({ __typename: "CartDiscountCode", code: c.code, applicable: c.applicable })),
    discountAllocations: codeAllocation,
    // No gift cards are sold or accepted by this shop.
    appliedGiftCards: [],
    buyerIdentity: {
      __typename: "CartBuyerIdentity",
      countryCode: cart.countryCode,
      email: null,
      phone: null,
      customer: null,
      purchasingCompany: null,
      preferences: null,
      deliveryAddressPreferences: [],
    },
    cost: {
      __typename: "CartCost",
      subtotalAmount: money(pricing.subtotalCents, currency),
      subtotalAmountEstimated: false,
      // Taxes and shipping are worked out at checkout, so the total before it is the discounted subtotal.
      totalAmount: money(pricing.totalCents, currency),
      totalAmountEstimated: false,
      checkoutChargeAmount: money(pricing.totalCents, currency),
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
  };
}

function payload(ctx: EmulatorContext, typeName: string, change: CartChange): Source {
  return {
    __typename: typeName,
    cart: change.cart ? cartSource(ctx, change.cart) : null,
    userErrors: change.userErrors.map((e) => ({ __typename: "CartUserError", ...e })),
    warnings: change.warnings.map((w) => ({ __typename: "CartWarning", ...w })),
  };
}

function limit<T>(values: readonly T[] | null | undefined, name: string): readonly T[] {
  if (values && values.length > MAX_INPUT_VALUES) throw badUserInput(`The '${name}' argument must not contain more than ${MAX_INPUT_VALUES} values`);
  return values ?? [];
}

type BuyerIdentityInput = { countryCode?: string | null; email?: string | null; phone?: string | null; customerAccessToken?: string | null; companyLocationId?: string | null; preferences?: unknown };

/** Only the buyer's country is kept: the emulator has no customers, and refuses the rest rather than drop it. */
function countryOnly(identity: BuyerIdentityInput | null | undefined, field: string): string | null {
  if (!identity) return null;
  for (const name of ["email", "phone", "customerAccessToken", "companyLocationId", "preferences"] as const) {
    if (identity[name] != null) throw badUserInput(`'${field}.${name}' is not kept by the storefront emulator: it stores the buyer's country only`);
  }
  return identity.countryCode ?? null;
}


type CartInput = {
  lines?: LineInput[] | null;
  discountCodes?: string[] | null;
  note?: string | null;
  attributes?: Attribute[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
  giftCardCodes?: string[] | null;
  delivery?: unknown;
  metafields?: unknown[] | null;
};

/**
 * The Cart API's root fields: `cart(id:)` and the mutations the emulator serves (the other cart mutations answer
 * "not implemented"). Kept apart from the catalogue's query root because carts are state, the catalogue is not.
 */
export function cartRoot(ctx: EmulatorContext): Source {
  const carts = ctx.carts;
  return {
    cart: (args: { id: string }) => {
      const cart = carts.byId(args.id);
      return cart ? cartSource(ctx, cart) : null;
    },
    cartCreate: (args: { input?: CartInput | null }) => {
      const input = args.input ?? {};
      for (const name of ["giftCardCodes", "delivery", "metafields"] as const) {
        const value = input[name];
        if (value != null && !(Array.isArray(value) && value.length === 0)) throw badUserInput(`'input.${name}' is not served by the storefront emulator`);
      }
      return payload(
        ctx,
        "CartCreatePayload",
        carts.create({
          lines: [...limit(input.lines, "lines")],
          discountCodes: [...limit(input.discountCodes, "discountCodes")],
          note: input.note ?? null,
          attributes: input.attributes ?? null,
          countryCode: countryOnly(input.buyerIdentity, "input.buyerIdentity"),
        }),
      );
    },
    cartLinesAdd: (args: { cartId: string; lines: LineInput[] }) =>
      payload(ctx, "CartLinesAddPayload", carts.linesAdd(args.cartId, [...limit(args.lines, "lines")])),
    cartLinesUpdate: (args: { cartId: string; lines: LineUpdateInput[] }) =>
      payload(ctx, "CartLinesUpdatePayload", carts.linesUpdate(args.cartId, [...limit(args.lines, "lines")])),
    cartLinesRemove: (args: { cartId: string; lineIds: string[] }) =>
      payload(ctx, "CartLinesRemovePayload", carts.linesRemove(args.cartId, [...limit(args.lineIds, "lineIds")])),
    cartDiscountCodesUpdate: (args: { cartId: string; discountCodes?: string[] | null }) =>
      payload(ctx, "CartDiscountCodesUpdatePayload", carts.discountCodesUpdate(args.cartId, [...limit(args.discountCodes, "discountCodes")])),
    cartNoteUpdate: (args: { cartId: string; note: string }) => payload(ctx, "CartNoteUpdatePayload", carts.noteUpdate(args.cartId, args.note)),
    cartBuyerIdentityUpdate: (args: { cartId: string; buyerIdentity: BuyerIdentityInput }) =>
      payload(ctx, "CartBuyerIdentityUpdatePayload", carts.buyerIdentityUpdate(args.cartId, countryOnly(args.buyerIdentity, "buyerIdentity"))),
  };
}
