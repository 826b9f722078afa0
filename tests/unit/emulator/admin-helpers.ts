// Shared by the admin API tests (admin.test.ts, admin-webhook-failures.test.ts): the admin token and webhook secret
// they configure, a webhook receiver on a free port, POST /admin/changes, and the queries that read a change back.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";

export const ADMIN_TOKEN = "test-admin-token-5f2c";
export const SECRET = "test-webhook-secret";

type Received = { headers: IncomingHttpHeaders; body: Buffer; answer: number };

/** An HTTP server on a free port that records each request; `respond` picks the answer (or never answers). */
export async function receiver(respond: (request: { headers: IncomingHttpHeaders; body: Buffer }) => Promise<number | null> | number | null = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const status = await respond({ headers: req.headers, body });
      received.push({ headers: req.headers, body, answer: status ?? 0 });
      if (status === null) return; // hang: the emulator's time limit must end it
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function post(emulator: RunningEmulator, body: unknown, headers: Record<string, string> = { Authorization: `Bearer ${ADMIN_TOKEN}` }, method = "POST") {
  return fetch(`${emulator.url}/admin/changes`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    ...(method === "GET" || method === "OPTIONS" ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

export const PRODUCT = `query P($handle: String!) { product(handle: $handle) { title updatedAt priceRange { minVariantPrice { amount } maxVariantPrice { amount } }
  collections(first: 10) { nodes { handle } } variants(first: 10) { nodes { id price { amount } availableForSale } } } }`;
export const COLLECTION = `query C($handle: String!) { collection(handle: $handle) { products(first: 50) { nodes { handle } } } }`;
export const PRODUCTS = `query { products(first: 100, sortKey: UPDATED_AT, reverse: true) { nodes { handle updatedAt } } }`;
export const SEARCH = `query S($q: String!) { search(query: $q, first: 20, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } } }`;
export const FARM = `query F($handle: String!) { metaobject(handle: { type: "farmer", handle: $handle }) { updatedAt bio: field(key: "bio") { value } story: field(key: "story") { value } } }`;
export const ARTICLE = `query A($id: ID!) { article(id: $id) { title content tags } }`;
export const CART_CREATE = `mutation C($lines: [CartLineInput!]!) { cartCreate(input: { lines: $lines }) { cart { id } userErrors { code message } } }`;
export const CART = `query R($id: ID!) { cart(id: $id) { totalQuantity cost { subtotalAmount { amount } }
  lines(first: 10) { nodes { quantity merchandise { ... on ProductVariant { id product { handle title } } } } } } }`;
