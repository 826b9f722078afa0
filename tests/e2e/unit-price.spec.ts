// Unit prices as a shopper meets them (issue 25): on the product page, following the chosen variant, and on the
// product's card in a collection and in search results; the visible "/ 100 ml" is spoken in words.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { storefrontQuery, usd } from "./support/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });

type SizedVariant = {
  title: string;
  availableForSale: boolean;
  price: { amount: string };
  unitPrice: { amount: string } | null;
  unitPriceMeasurement: { referenceUnit: string; referenceValue: number } | null;
};
type SizedProduct = { handle: string; title: string; collections: { nodes: { handle: string }[] }; variants: { nodes: SizedVariant[] } };

// The units this catalogue sells by, as the shelf label prints them and as they are said.
const units: Record<string, { short: string; one: string; many: string }> = {
  OZ: { short: "oz", one: "ounce", many: "ounces" },
  ML: { short: "ml", one: "milliliter", many: "milliliters" },
};

/** "$4.80 / 100 ml" and "$4.80 per 100 milliliters"; "$1.17 / oz" and "$1.17 per ounce" (a reference of 1 unprinted). */
function expectedLabel(variant: SizedVariant) {
  const { referenceUnit, referenceValue } = variant.unitPriceMeasurement!;
  const unit = units[referenceUnit]!;
  const price = usd(variant.unitPrice!.amount);
  return referenceValue === 1
    ? { visible: `${price} / ${unit.short}`, spoken: `${price} per ${unit.one}` }
    : { visible: `${price} / ${referenceValue} ${unit.short}`, spoken: `${price} per ${referenceValue} ${unit.many}` };
}

async function sizedProducts(): Promise<SizedProduct[]> {
  const data = await storefrontQuery<{ products: { nodes: SizedProduct[] } }>(
    `{ products(first: 250) { nodes { handle title collections(first: 5) { nodes { handle } }
        variants(first: 20) { nodes { title availableForSale price { amount }
          unitPrice { amount } unitPriceMeasurement { referenceUnit referenceValue } } } } } }`,
  );
  return data.products.nodes;
}

const cheapest = (product: SizedProduct) =>
  product.variants.nodes.reduce((low, v) => (Number(v.price.amount) < Number(low.price.amount) ? v : low));

/** A product sold per 100 ml whose first two buyable variants have different unit prices. */
async function productPerHundredMl(): Promise<SizedProduct> {
  const found = (await sizedProducts()).find((p) => {
    const buyable = p.variants.nodes.filter((v) => v.availableForSale && v.unitPrice);
    return p.variants.nodes[0]!.availableForSale && buyable.length >= 2 &&
      buyable[0]!.unitPriceMeasurement?.referenceValue === 100 && buyable[0]!.unitPrice!.amount !== buyable[1]!.unitPrice!.amount;
  });
  if (!found) throw new Error("the catalogue has no product sold per 100 ml with two unit prices");
  return found;
}

async function expectUnitPrice(scope: Locator, label: { visible: string; spoken: string }) {
  const unitPrice = scope.getByTestId("unit-price");
  await expect(unitPrice.getByText(label.visible, { exact: true })).toBeVisible();
  // A screen reader gets the words, and not the cryptic "/ 100 ml" as well.
  await expect(unitPrice).toMatchAriaSnapshot(`- text: ${label.spoken}`);
}

function card(page: Page, title: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test("the product page shows the chosen variant's unit price and follows a change of variant", async ({ page }) => {
  const product = await productPerHundredMl();
  const [first, second] = product.variants.nodes.filter((v) => v.availableForSale && v.unitPrice);
  await page.goto(`/products/${product.handle}`);
  const purchase = page.locator(".purchase");
  await expectUnitPrice(purchase, expectedLabel(first!));
  await page.getByRole("group", { name: "Choose an option" }).getByRole("button", { name: second!.title, exact: true }).click();
  await expectUnitPrice(purchase, expectedLabel(second!));
  await expect(purchase.getByText(expectedLabel(first!).visible)).toHaveCount(0);
});

test("a product's card shows the unit price of its cheapest variant in its collection and in search results", async ({ page }) => {
  const product = await productPerHundredMl();
  const label = expectedLabel(cheapest(product));
  const collection = product.collections.nodes.find((c) => c.handle !== "all-products")!.handle;

  await page.goto(`/collections/${collection}`);
  await expectUnitPrice(card(page, product.title), label);
  await expect(card(page, product.title).getByRole("link")).toHaveAccessibleName(new RegExp(label.spoken.replace("$", "\\$")));

  await page.goto(`/search?q=${encodeURIComponent(product.title)}`);
  await expectUnitPrice(card(page, product.title), label);
});

test("a product sold by the ounce reads '/ oz' on its card, without a 1", async ({ page }) => {
  const byOunce = (await sizedProducts()).find((p) => cheapest(p).unitPriceMeasurement?.referenceUnit === "OZ")!;
  const collection = byOunce.collections.nodes.find((c) => c.handle !== "all-products")!.handle;
  const label = expectedLabel(cheapest(byOunce));
  expect(label.visible).toMatch(/^\$\d+\.\d\d \/ oz$/);
  await page.goto(`/collections/${collection}`);
  await expectUnitPrice(card(page, byOunce.title), label);
});

test("a product without a size shows no unit price, on its page or its card", async ({ page }) => {
  const unsized = (await sizedProducts()).find((p) => p.variants.nodes.every((v) => !v.unitPrice) && p.variants.nodes[0]!.availableForSale)!;
  await page.goto(`/products/${unsized.handle}`);
  const purchase = page.locator(".purchase");
  await expect(purchase.getByTestId("price")).toBeVisible();
  await expect(purchase.getByTestId("unit-price")).toHaveCount(0);
  await page.goto(`/search?q=${encodeURIComponent(unsized.title)}`);
  await expect(card(page, unsized.title)).toBeVisible();
  await expect(card(page, unsized.title).getByTestId("unit-price")).toHaveCount(0);
});
