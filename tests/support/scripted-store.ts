// A store on loopback whose answers a test scripts one request at a time: good, silent, cut off, busy, or any
// answer the test writes. It records what each request carried, so a test can compare what two senders send.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Answer = (req: IncomingMessage, res: ServerResponse) => void;

export const shopData = { shop: { name: "Harvest & Hearth" } };

export const good: Answer = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ data: shopData }));
};
export const stall: Answer = () => {};
export const dropMidBody: Answer = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": "200" });
  res.write('{"data":{"shop":{"na');
  setTimeout(() => res.socket?.destroy(), 20);
};
export const truncated: Answer = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"data":{"shop":{"na');
};
export const busy = (retryAfter?: string): Answer => (_req, res) => {
  res.writeHead(429, { "content-type": "application/json", ...(retryAfter ? { "retry-after": retryAfter } : {}) });
  res.end('{"errors":[{"message":"Throttled"}]}');
};
/** Any status, content type and body, as a store or a proxy in front of it might answer. */
export const answer = (status: number, contentType: string, body: string): Answer => (_req, res) => {
  res.writeHead(status, { "content-type": contentType });
  res.end(body);
};

/** What one request carried. */
export type Received = { method: string; path: string; headers: IncomingMessage["headers"]; body: string; at: number };

export type ScriptedStore = {
  origin: string;
  /** Answers for the next requests, in order; a request past the script is answered `good`. */
  script: Answer[];
  received: Received[];
  reset(): void;
  close(): Promise<void>;
};

export async function startScriptedStore(): Promise<ScriptedStore> {
  const store: Omit<ScriptedStore, "origin" | "close"> = {
    script: [],
    received: [],
    reset() {
      store.script = [];
      store.received = [];
    },
  };
  const server: Server = createServer((req, res) => {
    const at = Date.now();
    const next = store.script.shift() ?? good;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      store.received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at });
      next(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(store, {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
