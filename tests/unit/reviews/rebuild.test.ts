// The review service asking the rebuilder for a build when a review is published, against a fake rebuilder on
// port 0 that records each call: the call is signed as the rebuilder checks it, names the product, and never
// holds up or changes the review's own answer, whether the rebuilder is slow, down or not configured.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRebuilderApp, internalSignatureHeader } from "../../../src/services/rebuilder/app.ts";
import type { Trigger } from "../../../src/services/rebuilder/build-contract.ts";
import { verifySignature } from "../../../src/services/rebuilder/signature.ts";
import {
  moderate,
  notifyRebuilder,
  rebuilderLinkFromEnv,
  startReviewService,
  type RebuilderLink,
  type RunningReviewService,
} from "../../../src/services/reviews/server.ts";

const secret = "internal-secret-for-review-tests";
const review = { id: "1001", rating: 5, title: "Lovely honey", body: "Thick, floral and not too sweet.", name: "Maya R.", email: "maya@example.com" };

type Call = { headers: IncomingMessage["headers"]; body: Buffer; res: ServerResponse };

/** A stand-in rebuilder: records each call; answers 200 at once, or holds the answer while `hold` is set. */
function fakeRebuilder() {
  const calls: Call[] = [];
  let waiting: ((call: Call) => void)[] = [];
  const receiver = {
    hold: false,
    calls,
    url: "",
    server: null as Server | null,
    /** The next call to arrive (or the one already here beyond those taken). */
    next: (): Promise<Call> => new Promise((resolve) => waiting.push(resolve)),
  };
  receiver.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const call = { headers: req.headers, body: Buffer.concat(chunks), res };
      calls.push(call);
      if (!receiver.hold) res.writeHead(200, { "Content-Type": "application/json" }).end('{"accepted":true}');
      const resolve = waiting.shift();
      resolve?.(call);
    });
  });
  return {
    receiver,
    start: () =>
      new Promise<void>((resolve) =>
        receiver.server!.listen(0, "127.0.0.1", () => {
          receiver.url = `http://127.0.0.1:${(receiver.server!.address() as AddressInfo).port}`;
          resolve();
        }),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        waiting = [];
        receiver.server!.closeAllConnections();
        receiver.server!.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a port that was free a moment ago. */
async function nobodyListening(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

let dir: string;
let fake: ReturnType<typeof fakeRebuilder>;
let service: RunningReviewService | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "reviews-rebuild-"));
  fake = fakeRebuilder();
  await fake.start();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await service?.close();
  service = undefined;
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const start = async (options: { rebuilder?: RebuilderLink; autoPublish?: boolean } = {}) => {
  service = await startReviewService({ port: 0, database: join(dir, "reviews.sqlite"), quiet: true, autoPublish: true, ...options });
  return service;
};
const post = (url: string, body: unknown = review) =>
  fetch(`${url}/reviews`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("a published review asks the rebuilder for a build", () => {
  it("sends a call signed with the internal secret, which the rebuilder accepts, naming the product", async () => {
    const { url } = await start({ rebuilder: { url: fake.receiver.url, secret } });
    const arrived = fake.receiver.next();
    const response = await post(url);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), status: "published" });
    const call = await arrived;
    const signature = call.headers[internalSignatureHeader.toLowerCase()] as string;
    expect(verifySignature(call.body, signature, [secret])).toBe(true);
    expect(verifySignature(call.body, signature, ["another-secret"])).toBe(false);
    const sent = JSON.parse(call.body.toString("utf8")) as { id: string; reason: string; sentAt: string };
    expect(sent.reason).toBe("review published for product 1001");
    // The rebuilder's own endpoint takes exactly this call.
    const triggers: Trigger[] = [];
    const rebuilder = createRebuilderApp({
      rebuilder: { trigger: (t) => void triggers.push(t), status: async () => ({}) as never, rollback: async () => ({}) as never },
      webhookSecrets: ["unused"],
      shopDomain: "harvest-and-hearth.myshopify.com",
      internalSecrets: [secret],
    });
    const replayed = await rebuilder.request("/internal/rebuild", { method: "POST", headers: { [internalSignatureHeader]: signature }, body: new Uint8Array(call.body) });
    expect(replayed.status).toBe(200);
    expect(triggers).toMatchObject([{ source: "internal", reason: "review published for product 1001", webhookId: sent.id }]);
  });

  it("answers 201 without waiting for the rebuilder", async () => {
    // The rebuilder holds its answer, and the link would wait a minute for it: a review that waited would time out.
    fake.receiver.hold = true;
    const { url } = await start({ rebuilder: { url: fake.receiver.url, secret, timeoutMs: 60_000 } });
    const arrived = fake.receiver.next();
    const response = await post(url);
    expect(response.status).toBe(201);
    const call = await arrived;
    // The rebuilder has not answered yet.
    expect(call.res.headersSent).toBe(false);
    call.res.writeHead(200).end();
  });

  it("answers the same 201 when the rebuilder is down, and stores the review", async () => {
    const { url } = await start({ rebuilder: { url: await nobodyListening(), secret } });
    const response = await post(url);
    expect(response.status).toBe(201);
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe("published");
    const listed = (await (await fetch(`${url}/reviews?product_id=1001`)).json()) as { reviews: { id: string }[] };
    expect(listed.reviews.map((r) => r.id)).toEqual([id]);
  });

  it("logs a call the rebuilder did not take", async () => {
    const lines: Record<string, unknown>[] = [];
    expect(await notifyRebuilder({ url: await nobodyListening(), secret }, "1001", "published", (line) => lines.push(line))).toBe(false);
    expect(lines).toEqual([expect.objectContaining({ event: "rebuild-request-failed", product: "1001" })]);
    expect(await notifyRebuilder({ url: fake.receiver.url, secret }, "1001", "published", (line) => lines.push(line))).toBe(true);
    expect(lines.at(-1)).toMatchObject({ event: "rebuild-requested" });
  });

  it("calls nothing for a review held for an editor, then calls when the editor publishes it (npm run reviews -- publish ID)", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const link = { url: fake.receiver.url, secret };
    const { url } = await start({ rebuilder: link, autoPublish: false });
    const response = await post(url, { ...review, id: "2002" });
    expect(await response.json()).toEqual({ id: expect.any(String), status: "pending" });
    const { id } = (await (await post(url, { ...review, id: "2003" })).json()) as { id: string };
    expect(fake.receiver.calls).toHaveLength(0);
    const arrived = fake.receiver.next();
    expect(await moderate(["publish", id], join(dir, "reviews.sqlite"), link)).toBe(0);
    const call = await arrived;
    expect(verifySignature(call.body, call.headers[internalSignatureHeader.toLowerCase()] as string, [secret])).toBe(true);
    expect((JSON.parse(call.body.toString("utf8")) as { reason: string }).reason).toBe("review published for product 2003");
    // A rebuilder that is down changes neither the change nor the exit code.
    expect(await moderate(["hide", id], join(dir, "reviews.sqlite"), { url: await nobodyListening(), secret })).toBe(0);
    expect(((await (await fetch(`${url}/reviews?product_id=2003`)).json()) as { reviews: unknown[] }).reviews).toEqual([]);
  });

  it("is configured by REBUILDER_URL and REBUILDER_INTERNAL_SECRET together, and only then", async () => {
    expect(rebuilderLinkFromEnv({ REBUILDER_URL: "http://127.0.0.1:8789", REBUILDER_INTERNAL_SECRET: "s" })).toEqual({ url: "http://127.0.0.1:8789", secret: "s" });
    expect(rebuilderLinkFromEnv({ REBUILDER_URL: "http://127.0.0.1:8789", REBUILDER_INTERNAL_SECRETS: "new,old" })).toEqual({ url: "http://127.0.0.1:8789", secret: "new" });
    expect(rebuilderLinkFromEnv({ REBUILDER_URL: "http://127.0.0.1:8789" })).toBeUndefined();
    expect(rebuilderLinkFromEnv({ REBUILDER_INTERNAL_SECRET: "s" })).toBeUndefined();
    // Without a link the service calls nobody.
    const { url } = await start();
    expect((await post(url)).status).toBe(201);
    expect(fake.receiver.calls).toHaveLength(0);
  });
});
