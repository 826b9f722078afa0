// Benchmark: an editor changes one product; how long until the changed page is live, next to a full build of the
// same catalogue in the same run. The emulator serves a generated catalogue of N products and, like Shopify, sends
// the signed products/update webhook to the rebuilder; the rebuilder builds incrementally from the live build
// (pages keyed by src/lib/page-keys.ts, found in its work folder, see src/services/rebuilder/incremental.ts), makes
// the release (unchanged files linked from the live one, changed ones copied), checks the
// guards and swaps the build live; the benchmark polls the served page until it shows the change, and prints where
// the time went. Figures are printed, never asserted.
//
//   node scripts/bench/rebuild.ts [N]        (default 10000)
//
// Ports: BENCH_EMULATOR_PORT (default 8776) and BENCH_REBUILDER_PORT (default 8775); the live build is served on a
// free port. Reviews are read from nowhere (a closed port), so every run measures the same work.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "../emulator/server.ts";
import { astroEnv, projectRoot } from "../../src/services/shared/project.ts";
import { startRebuilderService } from "../../src/services/rebuilder/server.ts";
import { workFolderOf } from "../../src/services/rebuilder/incremental.ts";
import { measureRun, outputSize } from "./measure.ts";

const products = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(products) || products < 1) throw new Error(`the catalogue size must be a whole number, not ${process.argv[2]}`);
const emulatorPort = Number(process.env.BENCH_EMULATOR_PORT) || 8776;
const rebuilderPort = Number(process.env.BENCH_REBUILDER_PORT) || 8775;
const secret = "bench-webhook-secret";
const noReviews = "http://127.0.0.1:9";

const work = await mkdtemp(join(tmpdir(), "bench-rebuild-"));
const emulator = await startEmulator({
  port: emulatorPort,
  products,
  webhookUrl: `http://127.0.0.1:${rebuilderPort}/webhooks`,
  webhookSecret: secret,
});
const storeEnv = {
  ...process.env,
  PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
  PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token,
  PUBLIC_REVIEWS_URL: noReviews,
};

// Every build line, by build, with when it arrived: to count what each build rendered and reused, and to tell
// where the change's time went.
const arrivals = new Map<string, { at: number; line: string }[]>();
const published = new Map<string, number>();
const rebuilder = await startRebuilderService({
  port: rebuilderPort,
  root: join(work, "rebuilder"),
  webhookSecrets: [secret],
  settleMs: 0,
  servePort: 0,
  buildOnStart: true,
  incremental: true,
  buildEnv: storeEnv,
  log: (event, fields = {}) => {
    const now = performance.now();
    if (event === "build-output" && typeof fields.build === "string" && typeof fields.line === "string") {
      const timed = arrivals.get(fields.build) ?? [];
      timed.push({ at: now, line: fields.line });
      arrivals.set(fields.build, timed);
      if (process.env.BENCH_TRACE) console.error(`${(now / 1000).toFixed(2)} ${fields.line}`);
      return;
    }
    if (event === "build-published" && typeof fields.build === "string") published.set(fields.build, now);
    if (process.env.BENCH_TRACE) console.error(`${(now / 1000).toFixed(2)} [rebuilder] ${event} ${JSON.stringify(fields).slice(0, 200)}`);
    else if (process.env.BENCH_VERBOSE || /failed|refused/.test(event)) console.error(`[rebuilder] ${event} ${JSON.stringify(fields).slice(0, 400)}`);
  },
});

/**
 * Where the change's time went, from the moments its build's lines arrived: each phase ends at the first line that
 * marks the next one (Astro's own lines, and the rebuilder's).
 */
function printPhases(start: number, timed: { at: number; line: string }[], publishedAt: number | undefined, liveAt: number): void {
  const first = (pattern: RegExp) => timed.find(({ line }) => pattern.test(line))?.at;
  const reads = timed.filter(({ line }) => /^\[storefront\] read /.test(line)).at(-1)?.at;
  const marks: [string, number | undefined][] = [
    ["the webhook, to the work folder ready (freshness read, other files cleared)", first(/starting from the work folder|rendering every page/)],
    ["Astro starting and bundling the site", first(/generating static routes/)],
    ["the catalogue's reads for getStaticPaths (the last one ends)", reads],
    ["every page's props and key; the changed pages rendered, the others found in place", first(/^\S+ ✓ Completed in/)],
    ["_headers, _redirects, the sitemap, robots.txt", first(/\[build\] Complete!/)],
    ["stale pages removed, the release made (links and copies)", first(/release made from the work folder/)],
    ["the store's names checked, the guards, the swap", publishedAt],
    ["the served page showing the change", liveAt],
  ];
  console.log("| phase of the change | seconds |");
  console.log("|---|---|");
  let from = start;
  for (const [what, at] of marks) {
    if (at === undefined) continue;
    console.log(`| ${what} | ${((at - from) / 1000).toFixed(1)} |`);
    from = at;
  }
  console.log("");
}

async function until<T>(what: string, probe: () => Promise<T | null>, limitMs = 60 * 60_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pagesOf = (buildId: string) => {
  const output = (arrivals.get(buildId) ?? []).map(({ line }) => line);
  return {
    reused: Number(output.map((line) => /(\d+) pages reused unchanged/.exec(line)?.[1]).find(Boolean) ?? 0),
    rendered: output.filter((line) => /\.(html|json|xml)\b/.test(line) && /├─|└─/.test(line)).length,
  };
};

try {
  console.log(`Rebuild benchmark: ${products} products (${emulator.store.articles.length} articles, ${emulator.store.farms.length} farms)`);
  const seedStarted = performance.now();
  const seeded = await until("the first build", async () => (await rebuilder.rebuilder.status()).live);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // One product, in the middle of the catalogue, gets a new title: what an editor's change costs.
  const product = emulator.store.products[Math.floor(products / 2)]!.record;
  const title = `${product.title} (new harvest)`;
  const applying = performance.now();
  const outcome = await emulator.applyChange({ kind: "product", handle: product.handle, set: { title } });
  // The clock starts when Shopify would send the webhook: after the emulator stored the change (re-indexing its
  // whole catalogue, which the real store's admin does not make the shop wait for).
  if (!outcome.webhook?.delivered) throw new Error(`the webhook was not delivered: ${JSON.stringify(outcome.webhook)}`);
  const changed = performance.now() - outcome.webhook.durationMs;
  const storeSeconds = (changed - applying) / 1000;
  const live = await until("the changed page", async () => {
    const response = await fetch(new URL(`products/${product.handle}`, rebuilder.servingUrl!)).catch(() => null);
    // The marker alone: the title around it may hold characters the page escapes (&, ').
    return response?.ok && (await response.text()).includes("(new harvest)") ? true : null;
  });
  const liveSeconds = (performance.now() - changed) / 1000;
  const status = await rebuilder.rebuilder.status();
  const changeBuild = status.builds.find((b) => b.id === status.live?.id);

  // A plain full build of the same (changed) catalogue, as `npm run build` does it.
  const fullDir = join(work, "full");
  const full = await measureRun(process.execPath, [join(projectRoot, "scripts/build.ts")], {
    cwd: projectRoot,
    env: astroEnv({ ...storeEnv, OUT_DIR: fullDir, INCREMENTAL_BUILD: "", ASTRO_CACHE_DIR: "" }),
  });
  const size = await outputSize(fullDir);

  const seedPages = pagesOf(seeded.id);
  const changePages = changeBuild ? pagesOf(changeBuild.id) : { reused: 0, rendered: 0 };
  console.log(`webhook delivered in ${outcome.webhook.durationMs} ms, after the emulator took ${storeSeconds.toFixed(1)} s to store the change; live: ${live}`);
  console.log("");
  console.log("| what | time | pages rendered | pages reused from the live build |");
  console.log("|---|---|---|---|");
  console.log(`| full build (\`npm run build\`, ${size.htmlPages} HTML pages, ${size.files} files) | ${full.seconds.toFixed(1)} s | all | 0 |`);
  console.log(`| first rebuilder build (nothing live yet: every page rendered) | ${seedSeconds.toFixed(1)} s | ${seedPages.rendered} | ${seedPages.reused} |`);
  console.log(
    `| one product retitled: signed webhook to the page live | ${liveSeconds.toFixed(1)} s (build ${((changeBuild?.durationMs ?? 0) / 1000).toFixed(1)} s) | ${changePages.rendered} | ${changePages.reused} |`,
  );
  console.log("");
  if (changeBuild) printPhases(changed, arrivals.get(changeBuild.id) ?? [], published.get(changeBuild.id), changed + liveSeconds * 1000);
  const share = (100 * liveSeconds) / full.seconds;
  console.log(`Change to live / full build: ${share.toFixed(0)}% (target 10%).`);
  if (share > 10) {
    console.log(
      "Short of the target: only the pages that show the product are rendered and every other file of the release is " +
        "linked from the live build, so what remains is the cost of an Astro build over the whole catalogue, whatever changed (the table " +
        "above): starting Astro and bundling, reading the catalogue for getStaticPaths (here the emulator, on the same two " +
        "cores), the props and keys of every page, the sitemap. Reading only the changed products (updated_at queries over " +
        "a catalogue kept on disk) would save at most the products' read; a rebuild under 10% needs a build that does not " +
        "start Astro and read the catalogue afresh for every change (docs/PERFORMANCE.md).",
    );
  }
} finally {
  await rebuilder.close();
  await emulator.close();
  await rm(work, { recursive: true, force: true });
  // The rebuilder's work folder is in the project's .cache (Astro builds inside the project).
  await rm(workFolderOf(join(work, "rebuilder", "astro-cache"), projectRoot), { recursive: true, force: true });
}
