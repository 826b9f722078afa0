import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRecentProduct, readRecent, recentProductOf, shownRecent, withViewed, type RecentProduct } from "./recent.ts";

const entry = (handle: string, extra: Partial<RecentProduct> = {}): RecentProduct => ({
  handle,
  title: `Product ${handle}`,
  price: { amount: 12.5, currencyCode: "USD" },
  image: { url: `https://cdn.example.com/${handle}.jpg`, alt: `A jar of ${handle}` },
  ...extra,
});
const handles = (list: readonly RecentProduct[]) => list.map((e) => e.handle);
const viewAll = (sequence: readonly string[]) => sequence.reduce<RecentProduct[]>((list, h) => withViewed(list, entry(h)), []);

describe("the recently viewed list", () => {
  it("puts the product viewed last first, and a product viewed again moves to the front once", () => {
    expect(handles(viewAll(["a", "b", "c"]))).toEqual(["c", "b", "a"]);
    expect(handles(viewAll(["a", "b", "c", "a"]))).toEqual(["a", "c", "b"]);
  });

  it("shows at most 8, never the page's own product, which may be anywhere in the list", () => {
    const twelve = viewAll(["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11", "p12"]);
    expect(handles(shownRecent(twelve, null))).toEqual(["p12", "p11", "p10", "p9", "p8", "p7", "p6", "p5"]);
    // On p12's page the 8 before it; on p7's, p7 is left out and the next older comes in.
    expect(handles(shownRecent(twelve, "p12"))).toEqual(["p11", "p10", "p9", "p8", "p7", "p6", "p5", "p4"]);
    expect(handles(shownRecent(twelve, "p7"))).toEqual(["p12", "p11", "p10", "p9", "p8", "p6", "p5", "p4"]);
    expect(shownRecent([], "p1")).toEqual([]);
    expect(shownRecent([entry("p1")], "p1")).toEqual([]);
  });

  it("holds for any sequence of visits: the 8 most recently viewed others, each once, by their last visit", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"), { maxLength: 40 }), fc.constantFrom("a", "b", "l", null), (visits, current) => {
        // The oracle: every product viewed, ordered by the time of its last visit, newest first.
        const lastVisit = new Map(visits.map((handle, time) => [handle, time]));
        const expected = [...lastVisit.keys()]
          .sort((x, y) => lastVisit.get(y)! - lastVisit.get(x)!)
          .filter((handle) => handle !== current)
          .slice(0, 8);
        const stored = readRecent(JSON.stringify(viewAll(visits)));
        expect(handles(shownRecent(stored, current))).toEqual(expected);
      }),
    );
  });
});

describe("reading the stored list", () => {
  it("reads back what was written", () => {
    const list = viewAll(["a", "b"]);
    expect(readRecent(JSON.stringify(list))).toEqual(list);
    expect(readRecent(JSON.stringify([entry("x", { image: null })]))).toEqual([entry("x", { image: null })]);
  });

  it("starts empty from nothing, text that is not JSON, JSON that is not a list, or text longer than the shop writes", () => {
    for (const stored of [null, "", "{", "not json", "null", "42", '"a"', '{"handle":"a"}']) expect(readRecent(stored)).toEqual([]);
    const padded = JSON.stringify([entry("a", { title: "x".repeat(150) })]) + " ".repeat(20_000);
    expect(readRecent(padded)).toEqual([]);
  });

  it("leaves out entries the shop would never write and keeps the good ones in their order", () => {
    const good = [entry("a"), entry("b")];
    const bad: unknown[] = [
      null,
      "a",
      [],
      { ...entry("c"), handle: "../cart" },
      { ...entry("c"), handle: "" },
      { ...entry("c"), handle: "c/d" },
      { ...entry("c"), handle: 7 },
      { ...entry("c"), title: "   " },
      { ...entry("c"), title: "t".repeat(201) },
      { ...entry("c"), price: { amount: -1, currencyCode: "USD" } },
      { ...entry("c"), price: { amount: "12", currencyCode: "USD" } },
      { ...entry("c"), price: { amount: 12, currencyCode: "dollars" } },
      { ...entry("c"), price: null },
      { ...entry("c"), image: { url: "javascript:alert(1)", alt: "" } },
      { ...entry("c"), image: { url: "relative.jpg", alt: "" } },
      // Paths a browser would take off the site's host.
      { ...entry("c"), image: { url: "//evil.example/c.jpg", alt: "" } },
      { ...entry("c"), image: { url: "/\\evil.example/c.jpg", alt: "" } },
      { ...entry("c"), image: { url: "/\t/evil.example/c.jpg", alt: "" } },
      { ...entry("c"), image: { url: `https://cdn.example.com/${"x".repeat(1000)}`, alt: "" } },
      { ...entry("c"), image: { url: "https://cdn.example.com/c.jpg" } },
      { ...entry("c"), image: "https://cdn.example.com/c.jpg" },
      { handle: "c", title: "C", price: { amount: 1, currencyCode: "USD" } },
    ];
    expect(readRecent(JSON.stringify([bad[0], good[0], ...bad, good[1]]))).toEqual(good);
  });

  it("keeps a picture served from the site's own host (IMAGE_PROXY_PATH) by its path", () => {
    const onSite = { ...entry("a"), image: { url: "/shop-images/cdn/s/files/a.jpg?v=1&width=160", alt: "A" } };
    expect(readRecent(JSON.stringify([onSite]))).toEqual([onSite]);
  });

  it("keeps a product's first (newest) entry only, and no more than 9 entries (8 shown besides the page's own)", () => {
    expect(handles(readRecent(JSON.stringify([entry("a"), entry("b"), entry("a", { title: "Old" })])))).toEqual(["a", "b"]);
    expect(readRecent(JSON.stringify([entry("a"), entry("b"), entry("a", { title: "Old" })]))[0]!.title).toBe("Product a");
    const eleven = Array.from({ length: 11 }, (_, i) => entry(`p${i}`));
    expect(handles(readRecent(JSON.stringify(eleven)))).toEqual(["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"]);
  });

  it("fits 9 entries at their longest within the size it reads", () => {
    const longest = Array.from({ length: 9 }, (_, i) =>
      entry(`p${i}${"x".repeat(250)}`, {
        title: "T".repeat(200),
        price: { amount: 123456.78, currencyCode: "USD" },
        image: { url: `https://cdn.example.com/${"u".repeat(970)}`, alt: "A".repeat(300) },
      }),
    );
    expect(readRecent(JSON.stringify(longest))).toHaveLength(9);
  });
});

describe("the entry a product page records", () => {
  const product = {
    handle: "wildflower-honey",
    title: "Wildflower Honey",
    price: { amount: 12, currencyCode: "USD" },
    image: { url: "https://cdn.example.com/honey.jpg", altText: "A jar of honey", width: 800, height: 800 },
  };

  it("holds what the card needs: handle, title, price, the picture at the list's width and its description", () => {
    expect(recentProductOf(product)).toEqual({
      handle: "wildflower-honey",
      title: "Wildflower Honey",
      price: { amount: 12, currencyCode: "USD" },
      image: { url: "https://cdn.example.com/honey.jpg?width=240", alt: "A jar of honey" },
    });
  });

  it("cuts long texts to what the list reads back, never through a character, and leaves out a too long picture address", () => {
    const long = recentProductOf({ ...product, title: `${"a".repeat(199)}🍯 and more`, image: { ...product.image, url: `https://cdn.example.com/${"x".repeat(1000)}` } })!;
    expect(long.title).toBe("a".repeat(199));
    expect(long.image).toBeNull();
    expect(parseRecentProduct(JSON.parse(JSON.stringify(long)))).toEqual(long);
  });

  it("is none for a handle that could leave the product pages", () => {
    expect(recentProductOf({ ...product, handle: "../cart" })).toBeNull();
  });
});
