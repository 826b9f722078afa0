// The Judge.me adapter against a local fake of Judge.me's REST API (v1: /products/-1?external_id=, /reviews with
// page and per_page, POST /reviews), in-process: the review service's routes answer the same from Judge.me.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createReviewsApp } from "../../../src/services/reviews/app.ts";
import { SqliteRateLimiter } from "../../../src/services/reviews/rate-limit.ts";
import { JudgeMeReviewStore } from "../../../src/services/reviews/judgeme-store.ts";

const token = "jm-private-token-123";
const shop = "harvest-hearth.myshopify.com";

/** A Judge.me shop: products by Shopify id, reviews, and the token it expects on every call. */
function fakeJudgeMe() {
  const products = new Map([["7000000001", 501], ["7000000002", 502]]);
  const reviews = Array.from({ length: 130 }, (_, i) => ({
    id: 9000 + i,
    title: `Review ${i}`,
    body: `Body of review number ${i}`,
    rating: (i % 5) + 1,
    product_external_id: i < 120 ? 7000000001 : 7000000002,
    product_id: i < 120 ? 501 : 502,
    reviewer: { name: `Reviewer ${i}`, email: `r${i}@example.com` },
    hidden: i % 40 === 39,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  }));
  const seen: string[] = [];
  const app = new Hono();
  const authorised = (token_: string | undefined, domain: string | undefined) => token_ === token && domain === shop;
  app.get("/api/v1/products/-1", (c) => {
    seen.push(`GET /products/-1`);
    if (!authorised(c.req.query("api_token"), c.req.query("shop_domain"))) return c.json({ error: "unauthorised" }, 401);
    const id = products.get(c.req.query("external_id") ?? "");
    return id ? c.json({ product: { id, external_id: Number(c.req.query("external_id")) } }) : c.json({ error: "not found" }, 404);
  });
  app.get("/api/v1/reviews", (c) => {
    seen.push(`GET /reviews page ${c.req.query("page")}`);
    if (!authorised(c.req.query("api_token"), c.req.query("shop_domain"))) return c.json({ error: "unauthorised" }, 401);
    const perPage = Number(c.req.query("per_page") ?? 10);
    const page = Number(c.req.query("page") ?? 1);
    const product = c.req.query("product_id");
    const matching = reviews.filter((r) => !product || String(r.product_id) === product);
    return c.json({ current_page: page, per_page: perPage, reviews: matching.slice((page - 1) * perPage, page * perPage) });
  });
  app.post("/api/v1/reviews", async (c) => {
    const body = (await c.req.json()) as Record<string, unknown>;
    seen.push("POST /reviews");
    if (!authorised(body.api_token as string, body.shop_domain as string)) return c.json({ error: "unauthorised" }, 401);
    const productId = products.get(String(body.id));
    if (!productId) return c.json({ error: "product not found" }, 422);
    const created = {
      id: 9999, title: String(body.title), body: String(body.body), rating: Number(body.rating), product_external_id: Number(body.id),
      product_id: productId, reviewer: { name: String(body.name), email: String(body.email) }, hidden: false,
      created_at: "2026-11-02T00:00:00.000Z",
    };
    reviews.push(created);
    return c.json({ review: { id: created.id } }, 201);
  });
  const fetchFake = ((input: string | URL | Request, init?: RequestInit) =>
    app.request(String(input).replace("https://judge.me", "http://fake"), init)) as typeof fetch;
  return { fetch: fetchFake, seen };
}

function service(fake: ReturnType<typeof fakeJudgeMe>, apiToken = token) {
  const store = new JudgeMeReviewStore({ apiToken, shopDomain: shop, fetch: fake.fetch });
  return createReviewsApp({ store, allowedOrigins: [], autoPublish: true, log: () => {}, clientOf: () => "t", limiter: new SqliteRateLimiter(":memory:"), openBulkRead: true });
}

describe("the review service with Judge.me", () => {
  it("serves a product's shown reviews, newest first, over Judge.me's pages, without e-mail or token", async () => {
    const fake = fakeJudgeMe();
    const app = service(fake);
    const response = await app.request("/reviews?product_id=7000000001");
    expect(response.status).toBe(200);
    const first = await response.text();
    const page = JSON.parse(first) as { reviews: { id: string; title: string; created_at: string }[]; next: string };
    // At most 100 a page; the rest after the cursor, from the list already read.
    expect(page.reviews).toHaveLength(100);
    const second = await (await app.request(`/reviews?product_id=7000000001&after=${page.next}`)).text();
    const rest = JSON.parse(second) as { reviews: { title: string; created_at: string }[]; next: null };
    expect(rest.next).toBeNull();
    const reviews = [...page.reviews, ...rest.reviews];
    const text = first + second;
    // 120 reviews for the product, 3 hidden (i = 39, 79, 119).
    expect(reviews).toHaveLength(117);
    expect(reviews[0]!.title).toBe("Review 118");
    expect(reviews.map((r) => r.created_at)).toEqual([...reviews.map((r) => r.created_at)].sort().reverse());
    expect(text).not.toContain("@example.com");
    expect(text).not.toContain(token);
    expect(fake.seen).toEqual(["GET /products/-1", "GET /reviews page 1", "GET /reviews page 2"]);
  });

  it("answers an empty list for a product Judge.me does not know", async () => {
    const fake = fakeJudgeMe();
    // Judge.me answers 404 for it: no reviews yet, not a failure.
    const response = await service(fake).request("/reviews?product_id=7000000999");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reviews: [], next: null });
  });

  it("posts a valid review to Judge.me after checking it here; an invalid one never reaches Judge.me", async () => {
    const fake = fakeJudgeMe();
    const app = service(fake);
    const bad = await app.request("/reviews", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ id: "7000000002", rating: 9 }),
    });
    expect(bad.status).toBe(400);
    expect(fake.seen).not.toContain("POST /reviews");
    const good = await app.request("/reviews", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: "7000000002", rating: 4, title: "Via Judge.me", body: "Stored by the other service.", name: "Ann", email: "ann@example.com" }),
    });
    expect(good.status).toBe(201);
    const listed = (await (await app.request("/reviews?product_id=7000000002")).json()) as { reviews: { title: string }[] };
    expect(listed.reviews[0]!.title).toBe("Via Judge.me");
  });

  it("gives the build every shown review in pages, with each one's Shopify product id", async () => {
    const fake = fakeJudgeMe();
    const app = service(fake);
    const all: { product_id: string }[] = [];
    let after: string | null = null;
    do {
      const page = (await (await app.request(`/reviews/all?limit=100${after ? `&after=${after}` : ""}`)).json()) as {
        reviews: { product_id: string }[];
        next: string | null;
      };
      all.push(...page.reviews);
      after = page.next;
    } while (after);
    expect(all).toHaveLength(127);
    expect(new Set(all.map((r) => r.product_id))).toEqual(new Set(["7000000001", "7000000002"]));
  });

  it("fails closed with a wrong token: a 500 naming no secret, nothing invented", async () => {
    const fake = fakeJudgeMe();
    const response = await service(fake, "wrong-token").request("/reviews?product_id=7000000001");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("wrong-token");
    expect(text).toContain("nothing was stored");
  });
});

describe("the review service as a cloud function", () => {
  it("answers through a plain fetch handler, with the same rules", async () => {
    const { createCloudHandler } = await import("../../../src/services/reviews/cloud.ts");
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "reviews-cloud-"));
    try {
      const handle = await createCloudHandler({
        REVIEWS_DB: join(dir, "r.sqlite"), REVIEWS_ALLOWED_ORIGINS: "https://shop.example", REVIEWS_CLIENT_IP_HEADER: "CF-Connecting-IP", REVIEWS_AUTO_PUBLISH: "1",
        // A store that cannot answer (port 9 refuses): without one named, the local emulator's address is asked,
        // and an emulator left running by `npm start` would say the product does not exist.
        PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:9",
      });
      const post = await handle(new Request("https://fn.example/reviews", {
        method: "POST", headers: { "Content-Type": "application/json", Origin: "https://shop.example", "CF-Connecting-IP": "203.0.113.9" },
        body: JSON.stringify({ id: "42", rating: 5, title: "From a function", body: "Stored by the cloud handler.", name: "Ann", email: "ann@example.com" }),
      }));
      // The store cannot confirm the product: kept for an editor even with auto-publish.
      expect(post.status).toBe(201);
      expect(await post.json()).toMatchObject({ status: "pending" });
      expect(post.headers.get("Access-Control-Allow-Origin")).toBe("https://shop.example");
      const read = await handle(new Request("https://fn.example/reviews?product_id=42", { headers: { "CF-Connecting-IP": "203.0.113.9" } }));
      expect(await read.json()).toEqual({ reviews: [], next: null });
      const notJson = await handle(new Request("https://fn.example/reviews", { method: "POST", body: "x", headers: { "CF-Connecting-IP": "203.0.113.9" } }));
      expect(notJson.status).toBe(415);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
