// SPEC.md's messages that come from pure modules, word for word (SPEC.md sections 5 and 8; docs/SPEC-TEXTS.md),
// where no other test holds them literally ('Error rendering content.' and 'Based on N reviews' have their own).
// The alerts cannot be reached by a shopper on this site (a product always has a variant chosen, and Checkout is
// offered only beside lines), so their words are held here rather than in a browser.
import { describe, expect, it } from "vitest";
import { emptyCartMessage } from "../../../src/features/cart/promotion.ts";
import { noVariantMessage } from "../../../src/features/product/purchase.ts";
import { reviewErrors } from "../../../src/lib/reviews/validation.ts";

describe("SPEC.md's messages from pure modules", () => {
  it("alerts 'Please select an option.' on an add with no variant and 'Your cart is empty.' on an empty checkout", () => {
    expect(noVariantMessage).toBe("Please select an option.");
    expect(emptyCartMessage).toBe("Your cart is empty.");
  });

  it("says 'A rating is required.' for a form without a rating", () => {
    expect(reviewErrors({ id: "1", title: "Good", body: "Good honey, lovely.", name: "Ada", email: "ada@example.com" })).toEqual({
      rating: "A rating is required.",
    });
  });
});
