// GET /cart/{variantId}:{qty},...?discount=CODE — the hosted cart page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startFixtureEmulator();
});
afterAll(async () => {
  await emulator.close();
});

async function cart(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${emulator.url}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The text of the element with the given id, tags removed. */
function textOf(html: string, id: string): string | null {
  const match = new RegExp(`<tr id="${id}"[^>]*>([\\s\\S]*?)</tr>`).exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim() : null;
}

// Variant ids in the fixture: 1001 Wildflower 8 oz $12.50, 1002 Wildflower 16 oz $22, 1004 Orange Blossom 16 oz (sold out),
// 1006 Strawberry Jam $9.99, 1010 Smoked Salmon $34 (Default Title), 1014 Lavender Honey Gift Set $48.
describe("hosted cart page", () => {
  it("lists each line with its title, variant, unit price, quantity and total", async () => {
    const { status, html } = await cart("/cart/1001:2,1010:1");
    expect(status).toBe(200);
    expect(html).toContain("<title>Checkout — Harvest &amp; Hearth (local store)</title>");
    const wildflower = /<tr data-variant-id="1001"[\s\S]*?<\/tr>/.exec(html)![0];
    expect(wildflower).toContain("Wildflower Honey");
    expect(wildflower).toContain("8 oz");
    expect(wildflower).toContain("$12.50");
    expect(wildflower).toMatch(/class="num quantity">2</);
    expect(wildflower).toContain("$25.00");
    const salmon = /<tr data-variant-id="1010"[\s\S]*?<\/tr>/.exec(html)![0];
    expect(salmon).toContain("Smoked Salmon");
    expect(salmon).not.toContain("Default Title");
    expect(textOf(html, "subtotal")).toBe("Subtotal $59.00");
    expect(textOf(html, "total")).toBe("Total $59.00");
  });

  it("takes 10% off with the code once the subtotal reaches $50", async () => {
    const { html } = await cart("/cart/1001:2,1010:1?discount=FARM10");
    expect(textOf(html, "subtotal")).toBe("Subtotal $59.00");
    expect(textOf(html, "discount")).toBe("Discount (10% off with FARM10) −$5.90");
    expect(textOf(html, "total")).toBe("Total $53.10");
    const lowerCase = await cart("/cart/1014:2?discount=farm10");
    expect(textOf(lowerCase.html, "total")).toBe("Total $86.40");
    const cents = await cart("/cart/1014:1,1006:1?discount=FARM10"); // $57.99, 10% rounds to $5.80
    expect(textOf(cents.html, "total")).toBe("Total $52.19");
    const exactlyFifty = await cart("/cart/1001:4?discount=FARM10");
    expect(textOf(exactlyFifty.html, "total")).toBe("Total $45.00");
  });

  it("says when the code does not apply yet, or is not valid", async () => {
    const below = await cart("/cart/1001:1?discount=FARM10");
    expect(textOf(below.html, "discount")).toBeNull();
    expect(textOf(below.html, "discount-not-applied")).toMatch(/FARM10 does not apply yet.*\$50\.00.*add \$37\.50/);
    expect(textOf(below.html, "total")).toBe("Total $12.50");
    const wrong = await cart("/cart/1001:5?discount=SUMMER");
    expect(textOf(wrong.html, "discount-not-applied")).toBe("The discount code SUMMER is not valid.");
    expect(textOf(wrong.html, "total")).toBe("Total $62.50");
  });

  it("marks sold-out variants and leaves them out of the total", async () => {
    const { status, html } = await cart("/cart/1004:1,1002:1");
    expect(status).toBe(200);
    const soldOut = /<tr data-variant-id="1004"[\s\S]*?<\/tr>/.exec(html)![0];
    expect(soldOut).toContain('class="unavailable"');
    expect(soldOut).toMatch(/Sold out/);
    expect(textOf(html, "total")).toBe("Total $22.00");
  });

  it("adds up repeated variants", async () => {
    const { html } = await cart("/cart/1001:1,1001:2");
    expect(textOf(html, "subtotal")).toBe("Subtotal $37.50");
  });

  it("explains malformed lines with 400 and unknown variants with 404", async () => {
    const malformed = await cart("/cart/1001:0,abc");
    expect(malformed.status).toBe(400);
    expect(malformed.html).toContain("the quantity must be from 1 to 999");
    expect(malformed.html).toContain("is not of the form {variantId}:{quantity}");
    const unknown = await cart("/cart/1001:1,424242:1");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("There is no product variant with id 424242");
  });

  it("shows an empty cart", async () => {
    const { status, html } = await cart("/cart");
    expect(status).toBe(200);
    expect(html).toContain("Your cart is empty.");
  });

  it("uses a configured discount code", async () => {
    const other = await startFixtureEmulator({ discountCode: "HARVEST" });
    try {
      const html = await (await fetch(`${other.url}/cart/1014:2?discount=HARVEST`)).text();
      expect(textOf(html, "total")).toBe("Total $86.40");
    } finally {
      await other.close();
    }
  });
});
