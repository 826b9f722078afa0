// Benchmark: an editor's change, four kinds one after the other (a product retitled, a farm's story rewritten, an
// article retitled, a product leaving a collection); how long until each changed page is live, next to a full build
// of the same catalogue in the same run. The emulator serves a generated catalogue of N products and, like Shopify, sends
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
import { recordVerdict } from "./verdicts.ts";
import type { CatalogueChange } from "../emulator/catalogue-change-input.ts";
import { ALL_PRODUCTS } from "../emulator/catalogue/conventions.ts";
import { articlePath, collectionPath, productPath } from "../../src/lib/routes.ts";
import { collectionPageSize } from "../../src/lib/shop-rules.ts";

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

const phaseNames = [
  "the webhook, to the work folder ready (freshness read; cold: other files cleared)",
  "Astro starting and bundling the site (cold builds only)",
  "the catalogue's reads (cold: the last one ends; warm: the changed items and the lists they move)",
  "every page's props and key; the changed pages rendered, the others found in place",
  "_headers, _redirects, the sitemap, robots.txt",
  "stale pages removed, the release made (links and copies)",
  "the store's names checked, the guards, the swap",
  "the served page showing the change",
] as const;

/**
 * Where a change's time went, from the moments its build's lines arrived: each phase ends at the first line that
 * marks the next one (Astro's own lines, and the rebuilder's).
 */
function phasesOf(start: number, timed: { at: number; line: string }[], publishedAt: number | undefined, liveAt: number): Map<string, number> {
  const first = (pattern: RegExp) => timed.find(({ line }) => pattern.test(line))?.at;
  const reads = timed.filter(({ line }) => /^\[storefront\] read /.test(line)).at(-1)?.at;
  // A warm build (src/services/rebuilder/warm-builder.ts) starts no Astro: its phases are marked by its own lines.
  const warm = timed.some(({ line }) => /continuing in the warm builder/.test(line));
  const ends = warm
    ? [
        first(/continuing in the warm builder/),
        undefined,
        first(/^\[warm\] catalogue read in/),
        first(/^\[warm\] \d+ page\(s\) rendered/),
        first(/^\[warm\] .* written in/),
        first(/release made from the work folder/),
        publishedAt,
        liveAt,
      ]
    : [
        first(/starting from the work folder|rendering every page/),
        first(/generating static routes/),
        reads,
        first(/^\S+ ✓ Completed in/),
        first(/\[build\] Complete!/),
        first(/release made from the work folder/),
        publishedAt,
        liveAt,
      ];
  const phases = new Map<string, number>();
  let from = start;
  ends.forEach((at, index) => {
    if (at === undefined) return;
    phases.set(phaseNames[index]!, (at - from) / 1000);
    from = at;
  });
  return phases;
}

function printPhases(measured: readonly Measured[]): void {
  console.log(`| phase of the change (seconds) | ${measured.map((run) => run.what).join(" | ")} |`);
  console.log(`|---|${measured.map(() => "---|").join("")}`);
  for (const name of phaseNames) {
    console.log(`| ${name} | ${measured.map((run) => run.phases.get(name)?.toFixed(1) ?? "–").join(" | ")} |`);
  }
  console.log("");
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

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

/** An editor's change, the page that shows it, and how to tell from that page's HTML that it is live. */
type EditorChange = { what: string; change: CatalogueChange; page: string; shows: (html: string) => boolean };

/** The four kinds of change issue 24 measures, each on items in the middle of the generated catalogue. */
async function editorChanges(liveUrl: string): Promise<EditorChange[]> {
  const store = emulator.store;
  const product = store.products[Math.floor(products / 2)]!.record;
  const farm = store.farms[Math.floor(store.farms.length / 2)]!.record;
  const farmList = (await (await fetch(new URL("farms.json", liveUrl))).json()) as { name: string; url: string }[];
  const farmUrl = farmList.find((entry) => entry.name === farm.name)?.url;
  if (!farmUrl) throw new Error(`the live site's farms.json has no farm named ${farm.name}`);
  const article = store.articles[Math.floor(store.articles.length / 2)]!.record;
  // A membership change the collection's page shows: the first product it lists leaves it, another takes its place.
  // (not all-products: every product is in it, and none can leave it)
  const collection = store.collections.find((entry) => entry.record.handle !== ALL_PRODUCTS && entry.record.productHandles.length > collectionPageSize)!.record;
  const collectionHtml = await (await fetch(new URL(collectionPath(collection.handle).slice(1), liveUrl))).text();
  const firstListed = /class="product-card-link" href="\/products\/([^"/?#]+)"/.exec(collectionHtml)?.[1];
  const leaving = store.products.find((entry) => entry.record.handle === firstListed)?.record;
  if (!leaving) throw new Error(`the live page of the collection ${collection.handle} lists no product the store has`);
  const leavingLink = `href="${productPath(leaving.handle)}"`;
  return [
    {
      what: "one product retitled",
      change: { kind: "product", handle: product.handle, set: { title: `${product.title} (new harvest)` } },
      page: productPath(product.handle),
      // The marker alone: the title around it may hold characters the page escapes (&, ').
      shows: (html) => html.includes("(new harvest)"),
    },
    {
      what: "a farm's story rewritten",
      change: { kind: "farm", handle: farm.handle, set: { story: [...farm.story, "Rewritten by the editor this season."] } },
      page: farmUrl,
      shows: (html) => html.includes("Rewritten by the editor this season."),
    },
    {
      what: "an article retitled",
      change: { kind: "article", handle: article.handle, set: { title: `${article.title} (revised)` } },
      page: articlePath(article.handle),
      shows: (html) => html.includes("(revised)"),
    },
    {
      what: "a product leaves a collection",
      change: { kind: "product", handle: leaving.handle, set: { collections: leaving.collections.filter((handle) => handle !== collection.handle) } },
      page: collectionPath(collection.handle),
      shows: (html) => !html.includes(leavingLink),
    },
  ];
}

/** Resident and peak memory of this process's child running the warm builder, from Linux's /proc; null elsewhere. */
async function warmBuilderMemory(): Promise<{ rssMb: number; peakMb: number } | null> {
  const { readdir, readFile } = await import("node:fs/promises");
  for (const entry of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, "utf8").catch(() => "");
    const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
    if (parent !== process.pid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (!command.includes("warm-builder.ts")) continue;
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
  }
  return null;
}

type Measured = { what: string; liveSeconds: number; buildSeconds: number; rendered: number; reused: number; phases: Map<string, number> };

/** Applies `edit` to the store (which sends its signed webhook) and waits until the served page shows it. */
async function measureChange(edit: EditorChange, liveBefore: string): Promise<Measured> {
  const pageUrl = new URL(edit.page.replace(/^\//, ""), rebuilder.servingUrl!);
  if (edit.shows(await (await fetch(pageUrl)).text())) throw new Error(`the page of "${edit.what}" shows the change before it is made`);
  const applying = performance.now();
  const outcome = await emulator.applyChange(edit.change);
  // The clock starts when Shopify would send the webhook: after the emulator stored the change (re-indexing its
  // whole catalogue, which the real store's admin does not make the shop wait for).
  if (!outcome.webhook?.delivered) throw new Error(`the webhook of "${edit.what}" was not delivered: ${JSON.stringify(outcome.webhook)}`);
  const changed = performance.now() - outcome.webhook.durationMs;
  await until(`the page of "${edit.what}"`, async () => {
    const response = await fetch(pageUrl).catch(() => null);
    return response?.ok && edit.shows(await response.text()) ? true : null;
  });
  const liveSeconds = (performance.now() - changed) / 1000;
  const status = await rebuilder.rebuilder.status();
  const build = status.live && status.live.id !== liveBefore ? status.builds.find((b) => b.id === status.live!.id) : undefined;
  if (!build) throw new Error(`"${edit.what}" is shown but no new build is live`);
  console.log(`${edit.what}: the emulator stored it in ${((changed - applying) / 1000).toFixed(1)} s, webhook delivered in ${outcome.webhook.durationMs} ms, page live after ${liveSeconds.toFixed(1)} s`);
  const pages = pagesOf(build.id);
  return {
    what: edit.what,
    liveSeconds,
    buildSeconds: (build.durationMs ?? 0) / 1000,
    ...pages,
    phases: phasesOf(changed, arrivals.get(build.id) ?? [], published.get(build.id), changed + liveSeconds * 1000),
  };
}

try {
  console.log(`Rebuild benchmark: ${products} products (${emulator.store.articles.length} articles, ${emulator.store.farms.length} farms)`);
  const seedStarted = performance.now();
  const seeded = await until("the first build", async () => (await rebuilder.rebuilder.status()).live);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // One change after the other, each measured from its webhook to its page served.
  const measured: Measured[] = [];
  let liveId = seeded.id;
  for (const edit of await editorChanges(rebuilder.servingUrl!)) {
    measured.push(await measureChange(edit, liveId));
    liveId = (await rebuilder.rebuilder.status()).live!.id;
  }

  // The warm builder's process (src/services/rebuilder/warm-builder.ts), a child of this one: what it holds between
  // builds is memory a server running the rebuilder keeps paying for.
  const warmMemory = await warmBuilderMemory();

  // A plain full build of the same (changed) catalogue, as `npm run build` does it.
  const fullDir = join(work, "full");
  const full = await measureRun(process.execPath, [join(projectRoot, "scripts/build.ts")], {
    cwd: projectRoot,
    env: astroEnv({ ...storeEnv, OUT_DIR: fullDir, INCREMENTAL_BUILD: "", ASTRO_CACHE_DIR: "" }),
  });
  const size = await outputSize(fullDir);

  const seedPages = pagesOf(seeded.id);
  console.log("");
  console.log("| what | time | share of the full build | pages rendered | pages reused from the live build |");
  console.log("|---|---|---|---|---|");
  console.log(`| full build (\`npm run build\`, ${size.htmlPages} HTML pages, ${size.files} files) | ${full.seconds.toFixed(1)} s | 100% | all | 0 |`);
  console.log(`| first rebuilder build (nothing live yet: every page rendered) | ${seedSeconds.toFixed(1)} s | ${percent(seedSeconds, full.seconds)} | ${seedPages.rendered} | ${seedPages.reused} |`);
  for (const run of measured) {
    console.log(
      `| ${run.what}: signed webhook to the page live | ${run.liveSeconds.toFixed(1)} s (build ${run.buildSeconds.toFixed(1)} s) | ${percent(run.liveSeconds, full.seconds)} | ${run.rendered} | ${run.reused} |`,
    );
  }
  console.log("");
  printPhases(measured);
  console.log(
    warmMemory
      ? `the warm builder's process after the four changes: ${warmMemory.rssMb} MB resident, ${warmMemory.peakMb} MB at its peak (its first build included)`
      : "the warm builder's memory was not measured (no such child process found, or no /proc)",
  );
  console.log("");
  for (const run of measured) {
    const share = (100 * run.liveSeconds) / full.seconds;
    // The measured reason: the phases that took most of the change's time.
    const largest = [...run.phases].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
    recordVerdict({
      target: `rebuild at ${products.toLocaleString("en-US")} products, ${run.what}: webhook to the page live ≤ 10% of a full build`,
      figure: `${run.liveSeconds.toFixed(1)} s of a ${full.seconds.toFixed(1)} s full build (${share.toFixed(0)}%)`,
      met: share <= 10,
      reason:
        `${run.rendered} pages rendered and ${run.reused} reused; the largest phases: ${largest.join(", ")} (docs/PERFORMANCE.md, "Rebuilds")`,
    });
  }
} finally {
  await rebuilder.close();
  await emulator.close();
  await rm(work, { recursive: true, force: true });
  // The rebuilder's work folder is in the project's .cache (Astro builds inside the project).
  await rm(workFolderOf(join(work, "rebuilder", "astro-cache"), projectRoot), { recursive: true, force: true });
}
