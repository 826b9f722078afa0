// Benchmark and crash test of the review service, each against the service run as its own process
// (`node src/services/reviews/server.ts`) on a fresh database in a temporary folder, on port 8773, its demo reviews read from an emulator on port 8772.
//
//   node scripts/bench/reviews.ts            # throughput, then 20 crash cycles
//   node scripts/bench/reviews.ts --cycles 5 # fewer crash cycles
//
// Throughput: autocannon, 10 s of GET /reviews?product_id= and 10 s of valid POST /reviews, 20 connections each;
// requests per second and p99 latency. Crash test: while a burst of writes runs, the service is killed with
// SIGKILL, restarted on the same database, and every review it had acknowledged (201) must still be there.
// What the crash test proves: a 201 is sent only after SQLite committed the review, so a crash of the process loses
// nothing acknowledged. It does not prove that the review reached the disk: a killed process leaves its writes in the
// operating system's page cache, which survives, so synchronous=OFF passes it too. Only a power cut or a crash of
// the machine tells those apart; synchronous=FULL (checked in tests/unit/reviews/durability.test.ts) is what makes
// the WAL reach the disk before each commit returns.
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../src/services/shared/project.ts";
import { emulatorDefaults, startLocalEmulator } from "../stack.ts";

const cyclesArg = process.argv.indexOf("--cycles");
const cycles = cyclesArg > 0 ? Number(process.argv[cyclesArg + 1]) : 20;
const port = 8773;
const url = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), "reviews-bench-"));
const database = join(dir, "reviews.sqlite");
const emulator = await startLocalEmulator({ port: 8772 });
const emulatorUrl = emulator.url;

function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(projectRoot, "src/services/reviews/server.ts")], {
    env: {
      ...process.env,
      REVIEWS_PORT: String(port),
      REVIEWS_DB: database,
      // The demo reviews come from a store: the emulator this benchmark starts.
      PUBLIC_SHOPIFY_STORE_DOMAIN: emulatorUrl,
      PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token,
      REVIEWS_SEED: "1",
      REVIEWS_AUTO_PUBLISH: "1",
      REVIEWS_RATE_LIMIT: "9999999",
      REVIEWS_PRODUCT_RATE_LIMIT: "9999999",
      REVIEWS_TOTAL_RATE_LIMIT: "9999999",
      REVIEWS_READ_RATE_LIMIT: "9999999",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Review service:")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`the review service exited (${code}) before it listened:\n${out}`)));
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

const review = (i: number) =>
  JSON.stringify({ id: String(7000000001 + (i % 90)), rating: (i % 5) + 1, title: `Bench review ${i}`, body: "Written by the benchmark, ten characters or more.", name: "Bench", email: "bench@example.com" });

async function throughput(): Promise<void> {
  const service = await start();
  try {
    const get = await autocannon({ url: `${url}/reviews?product_id=7000000001`, connections: 20, duration: 10 });
    let n = 0;
    const post = await autocannon({
      url: `${url}/reviews`,
      connections: 20,
      duration: 10,
      method: "POST",
      headers: { "content-type": "application/json" },
      setupClient: (client) => client.setBody(review(n++)),
    });
    const line = (name: string, result: autocannon.Result) =>
      `${name}: ${result.requests.average.toFixed(0)} requests/s (mean), p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors, ${result.requests.total} requests`;
    console.log(line("GET /reviews?product_id (one product's reviews)", get));
    console.log(line("POST /reviews (valid, WAL + synchronous FULL)", post));
  } finally {
    await stop(service, "SIGTERM");
  }
}

async function crashCycle(cycle: number): Promise<{ acknowledged: number; missing: number }> {
  const service = await start();
  const acknowledged: string[] = [];
  let stopWriting = false;
  // 8 writers post as fast as they can until the kill; only answers that arrived count as acknowledged.
  const writers = Array.from({ length: 8 }, async (_, w) => {
    for (let i = 0; !stopWriting; i++) {
      try {
        const response = await fetch(`${url}/reviews`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...JSON.parse(review(i)), title: `Crash ${cycle}-${w}-${i}` }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // The connection died with the service: not acknowledged.
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 350));
  await stop(service, "SIGKILL");
  stopWriting = true;
  await Promise.all(writers);

  const restarted = await start();
  try {
    const { SqliteReviewStore } = await import("../../src/services/reviews/sqlite-store.ts");
    const store = new SqliteReviewStore(database);
    const ids = new Set((await store.moderation(null, 10_000_000)).map((entry) => entry.id));
    store.close();
    return { acknowledged: acknowledged.length, missing: acknowledged.filter((id) => !ids.has(id)).length };
  } finally {
    await stop(restarted, "SIGTERM");
  }
}

try {
  await throughput();
  let acknowledged = 0;
  let missing = 0;
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const result = await crashCycle(cycle);
    acknowledged += result.acknowledged;
    missing += result.missing;
    if (result.missing) console.log(`cycle ${cycle}: ${result.missing} acknowledged reviews lost`);
  }
  console.log(
    `crash test: ${cycles} SIGKILL cycles during bursts of writes, ${acknowledged} reviews acknowledged, ${missing} missing after restart ` +
      "(a process crash; a power cut is not simulated)",
  );
  process.exitCode = missing ? 1 : 0;
} finally {
  await emulator.close();
  rmSync(dir, { recursive: true, force: true });
}
