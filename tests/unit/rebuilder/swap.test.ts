// Readers during swaps: clients that keep reading the live site, through the `live` symlink and over HTTP from the
// live server, while 20 builds are published (with old builds pruned), never get an error, a page cut short or a
// page mixed from two builds, and see every build in turn.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serveLive, type LiveServer } from "../../../src/services/rebuilder/live-server.ts";
import type { Builder } from "../../../src/services/rebuilder/build-contract.ts";
import { createRebuilder, type Rebuilder, type RebuilderOptions } from "../../../src/services/rebuilder/rebuilder.ts";
import { Releases } from "../../../src/services/rebuilder/releases.ts";
import { serveStatic } from "../../../src/services/shared/static-server.ts";
import { page, tempDir, writeSite } from "./support.ts";

const pageSize = 64 * 1024;
let root: ReturnType<typeof tempDir>;
let releases: Releases;
let live: LiveServer | undefined;
/** Aborted after each test, whatever happened in it: every poller and wait of the test stops. */
let stopAll: AbortController;

beforeEach(async () => {
  stopAll = new AbortController();
  root = tempDir("rebuilder-swap-");
  releases = new Releases(root.dir);
  await releases.open();
});
afterEach(async () => {
  // Pollers first: they must not go on reading a root that is about to be deleted (a timed-out test never
  // reaches its own clean-up, and its loops would otherwise run on under the next tests).
  stopAll.abort(new Error("the test is over"));
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
  await Promise.all(rebuilders.splice(0).map((r) => r.close()));
  await live?.close();
  live = undefined;
  await releases.close();
  root.remove();
});

/** Every rebuilder a test makes; closed after the test even when it failed halfway. */
const rebuilders: Rebuilder[] = [];
const newRebuilder = (options: Omit<RebuilderOptions, "releases" | "builder">) => {
  const rebuilder = createRebuilder({ releases, builder, ...options });
  rebuilders.push(rebuilder);
  return rebuilder;
};

/** Each build writes whole pages marked with its id, and a _headers rule naming the same id. */
const builder: Builder = async (job) => {
  const names = await writeSite(job.dir, { products: 4, marker: job.id, pageSize });
  await writeFile(join(job.dir, "_headers"), `/*\n  X-Build: ${job.id}\n`);
  await writeFile(join(job.dir, "_redirects"), `/old-home / 301\n`);
  return { expected: names };
};

/** The build a page belongs to, or an error when it is not one whole page of one build. */
function wholePage(text: string, path: string): string {
  const start = /^<!doctype html><title>(\S+) /.exec(text);
  const end = /<!-- end (\S+) [^>]*-->$/.exec(text);
  if (!start || !end) throw new Error(`${path}: not a whole page (${text.length} bytes)`);
  if (start[1] !== end[1]) throw new Error(`${path}: starts in build ${start[1]} and ends in ${end[1]}`);
  if (text.length !== pageSize) throw new Error(`${path}: ${text.length} bytes instead of ${pageSize}`);
  return start[1]!;
}

/** The first errors a poller met (enough to see what went wrong) and how many there were in all. */
const keptErrors = 20;
type Poller = { reads: number; errors: string[]; errorCount: number; seen: Set<string>; stop: () => Promise<void> };
const pollers: Poller[] = [];

/** Reads again and again until stopped (or the test ends); `read` gets a signal that aborts on stop. */
function poll(read: (signal: AbortSignal) => Promise<string>): Poller {
  const stopped = new AbortController();
  const signal = AbortSignal.any([stopped.signal, stopAll.signal]);
  const poller: Poller = { reads: 0, errors: [], errorCount: 0, seen: new Set(), stop: async () => {} };
  const loop = (async () => {
    while (!signal.aborted) {
      try {
        poller.seen.add(await read(signal));
      } catch (error) {
        if (signal.aborted) break; // a read cut short by the stop is no finding
        poller.errorCount++;
        if (poller.errors.length < keptErrors) poller.errors.push(error instanceof Error ? error.message : String(error));
      }
      poller.reads++;
    }
  })();
  poller.stop = async () => {
    stopped.abort();
    await loop;
  };
  pollers.push(poller);
  return poller;
}

/** Waits until every poller finished two more reads: the second of them began after the last swap. */
async function readsAfterSwap(group: Poller[]): Promise<void> {
  const targets = group.map((p) => p.reads + 2);
  while (group.some((p, i) => p.reads < targets[i]!)) {
    stopAll.signal.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe("swapping the live build under readers", { timeout: 60_000 }, () => {
  // 20 builds of 64 kB pages read by six pollers: seconds on an idle machine, much more on a loaded one.
  it("readers through the symlink and over HTTP never see an error or a broken page during 20 swaps", { timeout: 120_000 }, async () => {
    const rebuilder = newRebuilder({ keep: 2, settleMs: 0, onLive: () => void live?.refresh() });
    rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
    await rebuilder.idle();
    live = await serveLive({ link: releases.liveLink, port: 0 });

    const fromDisk = (path: string) => async (signal: AbortSignal) => wholePage(await readFile(join(releases.liveLink, path), { encoding: "utf8", signal }), path);
    const overHttp = (path: string) => async (signal: AbortSignal) => {
      const response = await fetch(new URL(path, live!.url), { headers: { "Accept-Encoding": "br, gzip" }, signal });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
      const build = wholePage(text, path);
      // Headers and body of one answer come from one build.
      if (response.headers.get("x-build") !== build) throw new Error(`${path}: X-Build ${response.headers.get("x-build")} with the page of ${build}`);
      return build;
    };
    const readers = [
      poll(fromDisk("index.html")),
      poll(fromDisk("products/product-3/index.html")),
      poll(fromDisk("farm/Farm & Field 1/index.html")),
      poll(overHttp("")),
      poll(overHttp("products/product-2")),
      poll(overHttp("farm/Farm%20%26%20Field%200")),
    ];
    const published = [(await releases.liveId())!];
    try {
      await readsAfterSwap(readers);
      for (let swap = 0; swap < 20; swap++) {
        stopAll.signal.throwIfAborted();
        rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
        await rebuilder.idle();
        const id = (await releases.liveId())!;
        expect(id).not.toBe(published.at(-1));
        published.push(id);
        await readsAfterSwap(readers);
      }
    } finally {
      await Promise.all(readers.map((p) => p.stop()));
      await rebuilder.close();
    }
    for (const poller of readers) {
      expect(poller.errors).toEqual([]);
      expect(poller.errorCount).toBe(0);
      // Every reader saw every one of the 21 builds: the swaps really happened under them.
      expect([...poller.seen].sort()).toEqual([...published].sort());
    }
    // Old builds were pruned meanwhile (keep 2, plus live and its predecessor).
    expect((await releases.good()).length).toBeLessThanOrEqual(3);
  });

  it("serves the live build as npm start does (redirects, 404 page), says 503 before any build, and follows a rollback", async () => {
    live = await serveLive({ link: releases.liveLink, port: 0 });
    const nothing = await fetch(live.url);
    expect(nothing.status).toBe(503);
    await nothing.text();

    const rebuilder = newRebuilder({ keep: 5, settleMs: 0, onLive: () => void live?.refresh() });
    rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
    await rebuilder.idle();
    const first = (await releases.liveId())!;
    rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
    await rebuilder.idle();
    const second = (await releases.liveId())!;

    const home = await fetch(live.url);
    expect(home.headers.get("x-build")).toBe(second);
    expect(await home.text()).toBe(page(`${second} home`, pageSize));
    const redirect = await fetch(new URL("old-home", live.url), { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/");
    const missing = await fetch(new URL("no/such/page", live.url));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`${second} 404`);

    await rebuilder.rollback();
    const after = await fetch(live.url);
    expect(after.headers.get("x-build")).toBe(first);
    expect(wholePage(await after.text(), "/")).toBe(first);
    await rebuilder.close();
  });

  it("does not keep a build's server that failed to start: the next request starts it again", async () => {
    const rebuilder = newRebuilder({ settleMs: 0 });
    rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
    await rebuilder.idle();
    const id = (await releases.liveId())!;
    let starts = 0;
    const events: string[] = [];
    live = await serveLive({
      link: releases.liveLink,
      port: 0,
      log: (event) => events.push(event),
      // The first start fails as a start can (no free port, too many open files); later ones work.
      startStatic: async (options) => {
        starts++;
        if (starts === 1) throw Object.assign(new Error("listen EMFILE: too many open files"), { code: "EMFILE" });
        return serveStatic(options);
      },
    });
    // The failed start is over (its error logged) before any visitor comes; the first request starts it again.
    await live.refresh();
    expect(events).toContain("serve-failed");
    const response = await fetch(live.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-build")).toBe(id);
    expect(wholePage(await response.text(), "/")).toBe(id);
    expect(starts).toBe(2);
    // Working now, it is kept: no third start.
    await (await fetch(live.url)).text();
    expect(starts).toBe(2);
  });
});
