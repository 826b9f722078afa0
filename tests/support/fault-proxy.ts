// A fault-injecting HTTP proxy for the Storefront API: it sits in front of a store (the emulator), forwards
// everything, and breaks the GraphQL requests a test names in the ways real stores and networks break. Tests use
// it to prove how the build and the browser code behave; a developer can put it in front of `npm run emulator`:
//
//   node tests/support/fault-proxy.ts --target http://127.0.0.1:8787 --port 8822 --fault stall:GetProducts
//   PUBLIC_SHOPIFY_STORE_DOMAIN=http://127.0.0.1:8822 npm run build
//
// --fault KIND[:OPERATION] may repeat; KIND is one of the kinds below (status takes status=N, e.g. status=503).
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { fileURLToPath } from "node:url";

export type FaultKind =
  /** Accept the request and never answer. */
  | { kind: "stall" }
  /** Answer with this status (and Retry-After seconds, if given) and a small GraphQL error body. */
  | { kind: "status"; status: number; retryAfter?: number }
  /** Forward, send the status, headers and half the body, then destroy the connection. */
  | { kind: "drop-mid-body" }
  /** Forward, then answer 200 with only the first half of the JSON body, ended normally. */
  | { kind: "truncate-json" }
  /** Answer 200 with a GraphQL error carrying this code (THROTTLED, INTERNAL_SERVER_ERROR, ...). */
  | { kind: "graphql-error"; message: string; code: string }
  /**
   * A store whose paging goes round in circles: every answer claims another page, the first pages carry fresh
   * cursors "cycle:1", "cycle:2", and from the third on the cursor of the first page comes back. The store is
   * asked for its first page each time (its own cursors mean nothing to it). A client that only compares a cursor
   * with the one it just sent pages forever; one that remembers every cursor stops at the third request.
   */
  | { kind: "cursor-cycle" }
  /** Forward, then cut every connection's nodes to the first `keep` and say there is no next page. */
  | { kind: "shrink"; keep: number }
  /** Like shrink with keep 0. */
  | { kind: "empty" };

export type Fault = FaultKind & {
  /** Only requests of this GraphQL operation; default every GraphQL request. */
  operation?: string;
  /** Apply to this many matching requests, then pass them through; default every one. */
  times?: number;
  /** Pass this many matching requests through before applying; default 0. */
  after?: number;
};

export type FaultProxy = {
  url: string;
  setFaults(faults: Fault[]): void;
  /** Every GraphQL request seen, in order, with the fault applied to it. */
  requests: { operation: string; fault: string | null }[];
  countOf(operation: string): number;
  close(): Promise<void>;
};

/** The operation name of a GraphQL body: operationName, else the name after `query`/`mutation`. */
export function operationOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { operationName?: unknown; query?: unknown };
    if (typeof parsed.operationName === "string" && parsed.operationName) return parsed.operationName;
    if (typeof parsed.query === "string") return /\b(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(parsed.query)?.[1] ?? "anonymous";
  } catch {
    // not JSON: not GraphQL
  }
  return null;
}

type Upstream = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function forward(target: URL, req: IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // Plain bodies (no compression), so faults can cut and rewrite them; the length of the body as sent.
        headers: { ...withoutEncoding(req.headers), host: target.host, ...(body.length ? { "content-length": String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    upstream.on("error", reject);
    upstream.end(body);
  });
}

function withoutEncoding(headers: IncomingMessage["headers"]): IncomingMessage["headers"] {
  const { "accept-encoding": _encoding, ...rest } = headers;
  return rest;
}

/** The request body with variables.after removed, so the store serves its first page. */
function withoutCursor(body: Buffer): Buffer {
  const parsed = JSON.parse(body.toString("utf8")) as { variables?: Record<string, unknown> };
  if (parsed.variables) delete parsed.variables.after;
  return Buffer.from(JSON.stringify(parsed));
}

/** Calls `visit` on every object in the data tree that has a pageInfo (a connection). */
function eachConnection(value: unknown, visit: (connection: { pageInfo: Record<string, unknown>; nodes?: unknown[]; edges?: unknown[] }) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => eachConnection(item, visit));
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if (record.pageInfo && typeof record.pageInfo === "object") visit(record as never);
  for (const child of Object.values(record)) eachConnection(child, visit);
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

export async function startFaultProxy(options: { target: string; port?: number; faults?: Fault[] }): Promise<FaultProxy> {
  const target = new URL(options.target);
  let faults: Fault[] = options.faults ?? [];
  const matched = new Map<Fault, number>();
  const requests: FaultProxy["requests"] = [];
  const sockets = new Set<Socket>();
  // How many answers of each operation cursor-cycle has rewritten.
  const cycled = new Map<string, number>();

  const pick = (operation: string): Fault | null => {
    for (const fault of faults) {
      if (fault.operation && fault.operation !== operation) continue;
      const seen = matched.get(fault) ?? 0;
      matched.set(fault, seen + 1);
      const skip = fault.after ?? 0;
      if (seen < skip) continue;
      if (fault.times !== undefined && seen - skip >= fault.times) continue;
      return fault;
    }
    return null;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const operation = req.method === "POST" ? operationOf(body.toString("utf8")) : null;
      const fault = operation ? pick(operation) : null;
      if (operation) requests.push({ operation, fault: fault?.kind ?? null });
      handle(req, res, fault?.kind === "cursor-cycle" ? withoutCursor(body) : body, operation, fault).catch(() => res.destroy());
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer, operation: string | null, fault: Fault | null) {
    if (fault?.kind === "stall") return; // the socket stays open until the client gives up or close()
    if (fault?.kind === "status") {
      return json(res, fault.status, { errors: [{ message: `injected HTTP ${fault.status}` }] },
        fault.retryAfter === undefined ? {} : { "retry-after": String(fault.retryAfter) });
    }
    if (fault?.kind === "graphql-error") return json(res, 200, { errors: [{ message: fault.message, extensions: { code: fault.code } }] });
    const upstream = await forward(target, req, body);
    if (!fault) {
      res.writeHead(upstream.status, upstream.headers);
      return res.end(upstream.body);
    }
    const { "content-length": _length, "transfer-encoding": _encoding, ...headers } = upstream.headers;
    if (fault.kind === "drop-mid-body") {
      res.writeHead(upstream.status, { ...headers, "content-length": String(upstream.body.length) });
      res.write(upstream.body.subarray(0, Math.floor(upstream.body.length / 2)));
      setTimeout(() => res.socket?.destroy(), 10);
      return;
    }
    if (fault.kind === "truncate-json") {
      res.writeHead(200, headers);
      return res.end(upstream.body.subarray(0, Math.floor(upstream.body.length / 2)));
    }
    const answer = JSON.parse(upstream.body.toString("utf8")) as { data?: unknown };
    eachConnection(answer.data, (connection) => {
      if (fault.kind === "cursor-cycle") {
        const n = (cycled.get(operation!) ?? 0) + 1;
        cycled.set(operation!, n);
        connection.pageInfo.hasNextPage = true;
        connection.pageInfo.endCursor = n <= 2 ? `cycle:${n}` : "cycle:1";
      } else {
        const keep = fault.kind === "shrink" ? fault.keep : 0;
        if (connection.nodes) connection.nodes = connection.nodes.slice(0, keep);
        if (connection.edges) connection.edges = connection.edges.slice(0, keep);
        connection.pageInfo.hasNextPage = false;
      }
    });
    json(res, upstream.status, answer);
  }

  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    setFaults(next) {
      faults = next;
      matched.clear();
      cycled.clear();
      requests.length = 0;
    },
    countOf: (operation) => requests.filter((r) => r.operation === operation).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** "stall:GetProducts", "status=503:GetFarmers", "shrink=5:GetProducts", "empty", ... */
export function parseFault(text: string): Fault {
  const [spec, operation] = text.split(":", 2) as [string, string | undefined];
  const [kind, arg] = spec.split("=", 2) as [string, string | undefined];
  const scope = operation ? { operation } : {};
  switch (kind) {
    case "stall":
    case "drop-mid-body":
    case "truncate-json":
    case "cursor-cycle":
    case "empty":
      return { kind, ...scope };
    case "status":
      return { kind, status: Number(arg ?? 503), ...scope };
    case "shrink":
      return { kind, keep: Number(arg ?? 5), ...scope };
    case "graphql-error":
      return { kind, message: "injected", code: arg ?? "THROTTLED", ...scope };
    default:
      throw new Error(`unknown fault "${text}" (stall, status=N, drop-mid-body, truncate-json, graphql-error=CODE, cursor-cycle, shrink=N, empty)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const value = (flag: string) => args[args.indexOf(flag) + 1];
  const faults = args.flatMap((arg, i) => (args[i - 1] === "--fault" ? [parseFault(arg)] : []));
  const proxy = await startFaultProxy({ target: value("--target") ?? "http://127.0.0.1:8787", port: Number(value("--port") ?? 8822), faults });
  console.log(`Fault proxy: ${proxy.url} → ${value("--target") ?? "http://127.0.0.1:8787"} (${faults.map((f) => `${f.kind}${f.operation ? `:${f.operation}` : ""}`).join(", ") || "no faults"})`);
  process.once("SIGINT", () => void proxy.close().then(() => process.exit(0)));
}
