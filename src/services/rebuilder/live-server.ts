// Serves whatever build `<root>/live` points at, through the very static server `npm start` uses
// (src/services/shared/static-server.ts: _headers, _redirects, 404.html, base path, compression).
//
// That server reads a folder's _headers/_redirects once, when it starts, and a file's size before its bytes, so one
// instance pointed at the symlink would serve a new build's files with the old build's rules after a swap, or a
// file's old size with its new bytes during one. Instead, each build gets its own instance on a loopback port, and a
// thin front server sends each request to the instance of the build `live` resolves to at that moment. A request is
// handled whole by one build; an instance whose build is no longer live closes once its last request is done.
import { Agent, createServer, request as forward, type IncomingMessage, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { realpath } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { serveStatic, type StaticServer } from "../shared/static-server.ts";
import { silentLogger, type Logger } from "../shared/log.ts";

type Instance = {
  dir: string;
  ready: Promise<StaticServer>;
  agent: Agent;
  inflight: number;
  retired: boolean;
  closed: boolean;
  /** Its server could not start; the next lookup starts a fresh one for the same build. */
  failed: boolean;
};

export type LiveServer = {
  url: string;
  /** Looks at `live` now (after a publish or rollback), so the new build's server starts before the first visitor. */
  refresh: () => Promise<void>;
  close: () => Promise<void>;
};

/** Headers that describe one connection, not the response: the front server sets its own. */
const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "proxy-connection", "upgrade"]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name.toLowerCase())));
}

export type ServeLiveOptions = {
  link: string;
  port: number;
  host?: string;
  base?: string;
  log?: Logger;
  /** Starts the server of one build (default the static server of `npm start`; tests make it fail). */
  startStatic?: typeof serveStatic;
};

export async function serveLive(options: ServeLiveOptions): Promise<LiveServer> {
  const host = options.host ?? "127.0.0.1";
  const startStatic = options.startStatic ?? serveStatic;
  const log = options.log ?? silentLogger;
  let current: Instance | null = null;
  const instances = new Set<Instance>();
  // Lookups of the symlink may finish out of order; only a newer lookup than the last one applied may switch.
  let asked = 0;
  let applied = 0;

  const start = (dir: string): Instance => {
    const instance: Instance = {
      dir,
      // Looking files up on request: listing a build of 15,000 files would hold this process (the webhooks, the
      // live site) for half a second after each publish, and keep the new build's page waiting as long.
      ready: Promise.resolve().then(() =>
        startStatic({ dir, port: 0, host: "127.0.0.1", lookUpOnRequest: true, ...(options.base ? { base: options.base } : {}) }),
      ),
      agent: new Agent({ keepAlive: true }),
      inflight: 0,
      retired: false,
      closed: false,
      failed: false,
    };
    instance.ready.catch((error: unknown) => {
      // Not kept as the build's server: a start that failed (no free port, too many open files) may work on the
      // next request, which then starts a new one.
      instance.failed = true;
      log("serve-failed", { dir, error });
    });
    instances.add(instance);
    log("serving", { dir });
    return instance;
  };

  const closeIfDone = (instance: Instance) => {
    if (!instance.retired || instance.inflight > 0 || instance.closed) return;
    instance.closed = true;
    instances.delete(instance);
    instance.agent.destroy();
    void instance.ready.then((server) => server.close()).catch(() => {});
  };

  /** The instance for the build `live` points at now, started if need be. */
  const resolveLive = async (): Promise<Instance | null> => {
    const lookup = ++asked;
    const dir = await realpath(options.link).catch(() => null);
    if (lookup > applied) {
      applied = lookup;
      if (dir && (dir !== current?.dir || current.failed)) {
        const previous = current;
        current = start(dir);
        if (previous) {
          previous.retired = true;
          closeIfDone(previous);
        }
      }
    }
    return current;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const instance = await resolveLive();
    if (!instance) {
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" }).end("No build is live yet.");
      return;
    }
    // Counted before any await, so the instance cannot be closed under this request.
    instance.inflight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      instance.inflight--;
      closeIfDone(instance);
    };
    res.once("close", release);
    let upstream: StaticServer;
    try {
      upstream = await instance.ready;
    } catch {
      res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" }).end("The live build cannot be served.");
      return;
    }
    const { port } = new URL(upstream.url);
    const outgoing = forward(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: endToEnd(req.headers), agent: instance.agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" }).end("The live build cannot be served.");
      else res.destroy();
    });
    req.pipe(outgoing);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A path the forwarding client refuses (characters it will not send) or any other surprise: answer, go on.
      log("serve-error", { error, path: req.url?.slice(0, 200) });
      if (!res.headersSent) res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request.");
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const base = options.base && options.base !== "/" ? `/${options.base.replace(/^\/+|\/+$/g, "")}/` : "/";
  await resolveLive();
  return {
    url: `http://${host}:${port}${base}`,
    refresh: async () => {
      const instance = await resolveLive();
      await instance?.ready.catch(() => {});
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      for (const instance of instances) {
        instance.agent.destroy();
        await instance.ready.then((s) => s.close()).catch(() => {});
      }
      instances.clear();
    },
  };
}
