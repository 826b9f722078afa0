// A fuzz of the real review service over HTTP: the storefront emulator as its store (the real product check), the
// Node service on a fresh database, and thousands of hostile requests sent through sockets: random JSON, wrong
// types, huge numbers, invisible and malformed Unicode (lone surrogates, bytes that are not UTF-8), SQL and HTML
// payloads, prototype keys, wrong content types, oversized and chunked bodies, and malformed query strings. The
// verdict comes from tests/support/review-oracle.ts (SPEC.md section 5) and the emulator's own list of products.
//
//   node tests/support/review-fuzz.ts [--runs 3000] [--seed 22]
import fc from "fast-check";
import { request as httpRequest, Agent } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startEmulator } from "../../scripts/emulator/server.ts";
import { startReviewService, storefrontProductCheck } from "../../src/services/reviews/server.ts";
import { SqliteReviewStore } from "../../src/services/reviews/sqlite-store.ts";
import { specViolations } from "./review-oracle.ts";

type FuzzRequest = { method: "POST" | "GET"; path: string; contentType: string | undefined; body: Uint8Array; chunked: boolean };
export type FuzzReport = {
  requests: number;
  statuses: Record<number, number>;
  acknowledged: number;
  stored: number;
  /** Everything below must be empty. */
  serverErrors: string[];
  unexpectedStatuses: string[];
  brokenRules: string[];
  unknownProducts: string[];
  notAsAcknowledged: string[];
  ms: number;
};

const encoder = new TextEncoder();
const invisible = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u3164", "\u115f", "\u1160", "\uffa0", "\u2800", "\u180e", "\u034f", "\ufe0f", "\u{e0041}", " ", "\t", "\u3000"];
const hostileStrings = [
  "'; DROP TABLE reviews; --", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\" OR 1=1 --", "Robert'); DELETE FROM reviews;--",
  "\u202egnp.exe", "\u0000\u0001", "\u001b]0;x\u0007", "__proto__", "constructor", "%00", "${7*7}", "{{7*7}}", "🐝".repeat(100), "x".repeat(5001),
];

function arbitraries(productIds: readonly string[]) {
  const invisibleText = fc.array(fc.constantFrom(...invisible), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(""));
  const loneSurrogate = fc.tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 8 })).map(([a, unit, b]) => a + String.fromCharCode(unit) + b);
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 60 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }) },
    { weight: 2, arbitrary: invisibleText },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 3 }), invisibleText).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: loneSurrogate },
    { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  );
  const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
    fc.constant({ toString: "x" }), fc.bigInt({ min: 2n ** 64n, max: 2n ** 70n }).map(String));
  const field = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: wrongType }, { weight: 1, arbitrary: fc.constant(undefined) });
  const id = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...productIds) },
    { weight: 1, arbitrary: fc.constantFrom("12345", "99999999999999999999", "18446744073709551616", "9223372036854775807", "9223372036854775808", "9007199254740993", "0", "-1", "01", "1e3", " 7000000001", "gid://shopify/Product/7000000001") },
    { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 2n ** 66n }).map(String) },
  );
  const body = fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: 10, maxLength: 200 }) }, { weight: 2, arbitrary: text });
  const email = fc.oneof({ weight: 4, arbitrary: fc.emailAddress() }, { weight: 2, arbitrary: text });
  const submission = fc.record({
    id: field(id),
    rating: field(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -3, max: 9 }), fc.constantFrom(4.5, 1e308, -0))),
    title: field(text),
    body: field(body),
    name: field(text),
    email: field(email),
    website: fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 5 }), fc.integer()) }),
  }, { requiredKeys: [] });
  // A review a person might send, with at most one field bent: most of these are stored, so the oracle has work.
  const nearlyValid = fc.tuple(
    fc.record({
      id: fc.constantFrom(...productIds),
      rating: fc.integer({ min: 1, max: 5 }),
      title: fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 }),
      body: fc.string({ unit: "grapheme", minLength: 10, maxLength: 300 }),
      name: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
      email: fc.emailAddress(),
    }),
    fc.option(fc.tuple(fc.constantFrom("id", "rating", "title", "body", "name", "email"), fc.oneof(text, wrongType, id)), { freq: 2 }),
  ).map(([review, bent]) => (bent ? { ...review, [bent[0]]: bent[1] } : review));
  // The JSON text itself: as written, or bent in the ways a hand-written client or an attacker bends it.
  const jsonText = fc.oneof(
    { weight: 6, arbitrary: nearlyValid.map((value) => JSON.stringify(value)) },
    { weight: 6, arbitrary: submission.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: submission.map((value) => JSON.stringify(value).replace(/^\{/, '{"__proto__":{"status":"published","isAdmin":true},"constructor":{"prototype":{"x":1}},')) },
    { weight: 1, arbitrary: submission.map((value) => JSON.stringify(value).replace(/"rating":[^,}]*/, '"rating":1e400')) },
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom("[]", "null", "7", '"text"', "{", '{"id":', "\u0000", "") },
  );
  const bytes = fc.oneof(
    { weight: 10, arbitrary: jsonText.map((text) => encoder.encode(text)) },
    // Bytes that are not UTF-8 put somewhere in an otherwise good body.
    { weight: 1, arbitrary: fc.tuple(jsonText, fc.uint8Array({ minLength: 1, maxLength: 4, min: 0x80, max: 0xff }), fc.nat()).map(([text, bad, at]) => {
      const good = encoder.encode(text);
      const cut = good.length ? at % good.length : 0;
      return new Uint8Array([...good.slice(0, cut), ...bad, ...good.slice(cut)]);
    }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
    // Oversized: just over the 16 kB cap, or far over.
    { weight: 1, arbitrary: fc.constantFrom(16 * 1024 + 1, 64 * 1024).map((size) => encoder.encode(JSON.stringify({ id: productIds[0], rating: 5, title: "Big", body: "b".repeat(size), name: "N", email: "n@example.com" }))) },
  );
  const contentType = fc.oneof(
    { weight: 10, arbitrary: fc.constant("application/json") },
    { weight: 2, arbitrary: fc.constantFrom("application/json; charset=utf-8", "APPLICATION/JSON", "application/json;charset=latin1") },
    { weight: 2, arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "", undefined) },
  );
  const post = fc.record({ body: bytes, contentType, chunked: fc.boolean() }).map(
    ({ body, contentType, chunked }): FuzzRequest => ({ method: "POST", path: "/reviews", body, contentType, chunked }),
  );
  const queryValue = fc.oneof(fc.constantFrom("1.5", "-1", "0", "1e3", "", "abc", "1000", "1001", "99999999999999999999", "%00", "'--", "NaN"), fc.string({ maxLength: 12 }).map(encodeURIComponent));
  const get = fc.tuple(fc.constantFrom("/reviews", "/reviews/all"), fc.array(fc.tuple(fc.constantFrom("product_id", "limit", "after", "x", "__proto__"), queryValue), { maxLength: 3 })).map(
    ([path, params]): FuzzRequest => ({ method: "GET", path: `${path}?${params.map(([k, v]) => `${k}=${v}`).join("&")}`, body: new Uint8Array(0), contentType: undefined, chunked: false }),
  );
  return fc.oneof({ weight: 9, arbitrary: post }, { weight: 1, arbitrary: get });
}

function send(base: URL, agent: Agent, spec: FuzzRequest, readToken: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${readToken}` };
    if (spec.contentType !== undefined) headers["Content-Type"] = spec.contentType;
    if (spec.method === "POST" && !spec.chunked) headers["Content-Length"] = String(spec.body.length);
    const req = httpRequest({ host: base.hostname, port: base.port, path: spec.path, method: spec.method, headers, agent }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8") }));
      res.on("error", reject);
    });
    // A body the service refuses early may close the connection while it is being written: that is an answer too.
    req.on("error", reject);
    if (spec.method === "POST") {
      // Chunked: the body in three pieces with no Content-Length, as a streaming client sends it.
      if (spec.chunked) {
        const third = Math.ceil(spec.body.length / 3);
        for (let at = 0; at < spec.body.length; at += third || 1) req.write(spec.body.slice(at, at + (third || 1)));
      } else {
        req.write(spec.body);
      }
    }
    req.end();
  });
}

export async function fuzzReviewService(options: { runs: number; seed: number }): Promise<FuzzReport> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "reviews-fuzz-"));
  const database = join(dir, "reviews.sqlite");
  const emulator = await startEmulator({ host: "127.0.0.1", port: 0 });
  const productIds = emulator.store.products.map((product) => String(product.record.id));
  const known = new Set(productIds);
  const readToken = "fuzz-read-token";
  const generous = { max: 1_000_000, windowMs: 60_000 };
  const service = await startReviewService({
    port: 0,
    database,
    quiet: true,
    autoPublish: true,
    readToken,
    limits: { client: generous, product: generous, overall: generous, reads: generous },
    isKnownProduct: storefrontProductCheck({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "emulator-public-token" })!,
  });
  const report: FuzzReport = { requests: 0, statuses: {}, acknowledged: 0, stored: 0, serverErrors: [], unexpectedStatuses: [], brokenRules: [], unknownProducts: [], notAsAcknowledged: [], ms: 0 };
  const acknowledged = new Map<string, Record<string, unknown>>();
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  try {
    const requests = fc.sample(arbitraries(productIds), { numRuns: options.runs, seed: options.seed });
    const base = new URL(service.url);
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const spec = requests[next++]!;
        let answer: { status: number; body: string };
        try {
          answer = await send(base, agent, spec, readToken);
        } catch (error) {
          // Only an oversized body may be cut off by the service; anything else is a failure of the service.
          if (spec.body.length > 16 * 1024) continue;
          report.serverErrors.push(`${spec.method} ${spec.path}: connection failed (${error instanceof Error ? error.message : error})`);
          continue;
        }
        report.requests++;
        report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
        const described = () => `${spec.method} ${spec.path} ${spec.contentType ?? "(no type)"} ${JSON.stringify(new TextDecoder().decode(spec.body).slice(0, 200))} -> ${answer.status} ${answer.body.slice(0, 200)}`;
        if (answer.status >= 500) report.serverErrors.push(described());
        const expected = spec.method === "POST" ? [201, 400, 413, 415] : [200, 400];
        if (!expected.includes(answer.status)) report.unexpectedStatuses.push(described());
        if (spec.method === "POST" && answer.status === 201) {
          const { id } = JSON.parse(answer.body) as { id: string };
          // "0" is the honeypot's pretend answer: nothing was stored.
          if (id !== "0") acknowledged.set(id, JSON.parse(new TextDecoder().decode(spec.body)) as Record<string, unknown>);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  } finally {
    agent.destroy();
    await service.close();
    await emulator.close();
  }
  const store = new SqliteReviewStore(database);
  try {
    const rows = await store.moderation(null, 10_000_000);
    report.stored = rows.length;
    report.acknowledged = acknowledged.size;
    for (const row of rows) {
      const broken = specViolations({ product_id: row.product_id, rating: row.rating, title: row.title, body: row.body, name: row.reviewer.name, email: row.email });
      if (broken.length) report.brokenRules.push(`review ${row.id} breaks ${broken.join(", ")}: ${JSON.stringify(row)}`);
      if (!known.has(row.product_id)) report.unknownProducts.push(`review ${row.id} names product ${row.product_id}`);
      const sent = acknowledged.get(row.id);
      const trim = (value: unknown) => (typeof value === "string" ? value.trim() : value);
      const same = sent && [sent.id, sent.rating, trim(sent.title), trim(sent.body), trim(sent.name), trim(sent.email)].every(
        (value, i) => value === [row.product_id, row.rating, row.title, row.body, row.reviewer.name, row.email][i],
      );
      if (!same) report.notAsAcknowledged.push(`review ${row.id}: stored ${JSON.stringify(row)}, acknowledged ${JSON.stringify(sent)}`);
    }
    if (rows.length !== acknowledged.size) report.notAsAcknowledged.push(`${acknowledged.size} acknowledged, ${rows.length} stored`);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const report = await fuzzReviewService({ runs: arg("--runs", 3000), seed: arg("--seed", 22) });
  const problems = [...report.serverErrors, ...report.unexpectedStatuses, ...report.brokenRules, ...report.unknownProducts, ...report.notAsAcknowledged];
  console.log(JSON.stringify({ ...report, serverErrors: report.serverErrors.length, unexpectedStatuses: report.unexpectedStatuses.length,
    brokenRules: report.brokenRules.length, unknownProducts: report.unknownProducts.length, notAsAcknowledged: report.notAsAcknowledged.length }, null, 2));
  for (const problem of problems.slice(0, 20)) console.log(problem);
  process.exitCode = problems.length ? 1 : 0;
}
