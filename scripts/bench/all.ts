// `npm run bench`: every benchmark of issue 15 (and the rebuilder's of issue 12) in one run, each printing its own
// table. It brings up its own local shop on ports of its own (emulator 8766, review service 8767, site 4341), so it
// needs nothing running and leaves nothing behind:
//
//   1. build scale: 1,000 and 10,000 products, three rounds each, every build followed by a bare Astro build of as
//      many pages, the ratio read per round (build-scaling.ts);
//   2. rebuild: one product changed at 10,000 products, webhook to the page live, beside a full build (rebuild.ts);
//   3. Lighthouse, mobile, median of 3, on every page type (lighthouse.ts);
//   4. page weight on a phone, with the budgets (page-weight.ts);
//   5. browsing at 10,000 products: search and filter latency, 20 of each (browse-latency.ts), against a site built
//      from an emulator of that size on its own port (8768), served on the site port once the others are done.
//
// Each prints whether its figures meet issue 24's targets, and the run ends with one table of every target, its
// figure and its verdict ("met", or not met with the measured reason).
//
//   npm run bench [-- build rebuild lighthouse weight browse]     (default: all five)
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { astroEnv, projectRoot } from "../../src/services/shared/project.ts";
import { emulatorDefaults, startLocalEmulator } from "../stack.ts";
import { safeBuild } from "../../src/services/shared/safe-build.ts";
import { serveStatic } from "../../src/services/shared/static-server.ts";
import { startReviewService } from "../../src/services/reviews/server.ts";
import { readStorefrontConfig } from "../../src/lib/storefront/config.ts";
import { demoReviewsFromStore } from "../../src/services/reviews/demo-seed.ts";
import { readVerdicts, verdictTable } from "./verdicts.ts";

const steps = ["build", "rebuild", "lighthouse", "weight", "browse"] as const;
type Step = (typeof steps)[number];
const asked = process.argv.slice(2);
for (const step of asked) if (!steps.includes(step as Step)) throw new Error(`unknown benchmark "${step}" (known: ${steps.join(", ")})`);
const wanted = (step: Step) => asked.length === 0 || asked.includes(step);
const ports = { emulator: 8766, reviews: 8767, site: 4341, browseEmulator: 8768 };

function run(script: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), ...args], { cwd: projectRoot, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed (exit code ${code})`))));
  });
}

const heading = (text: string) => console.log(`\n## ${text}\n`);
const site = `http://localhost:${ports.site}`;

/**
 * Builds the shop against `emulatorUrl` into `work` with the build settings given beside it, serves the build on the
 * site port as the CDN would, and runs `use` against it.
 */
async function withServedSite(work: string, emulatorUrl: string, settings: Record<string, string>, use: () => Promise<void>): Promise<void> {
  const env = astroEnv({
    ...process.env,
    PUBLIC_SHOPIFY_STORE_DOMAIN: emulatorUrl,
    PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token,
    ...settings,
    SITE_URL: site,
    OUT_DIR: join(work, "site"),
    BASE_PATH: "",
  });
  const { outDir } = await safeBuild(env, ["--silent"]);
  const server = await serveStatic({ dir: outDir, port: ports.site });
  try {
    await use();
  } finally {
    await server.close();
  }
}
const started = performance.now();
// Each benchmark appends its verdicts here (verdicts.ts); the run ends with all of them in one table.
const verdictsFile = join(tmpdir(), `bench-verdicts-${process.pid}.jsonl`);
await rm(verdictsFile, { force: true });
process.env.BENCH_VERDICTS = verdictsFile;

if (wanted("build")) {
  heading("Build scale (1,000 and 10,000 products, bare Astro floor)");
  await run("./build-scaling.ts", ["1000", "10000"]);
}
if (wanted("rebuild")) {
  heading("Rebuild after one change (10,000 products)");
  await run("./rebuild.ts", ["10000"]);
}
if (wanted("lighthouse") || wanted("weight")) {
  // The shop as `npm start` serves it, on this benchmark's own ports: the hand-written catalogue, a fresh review
  // database seeded like the local one, the site built against both and served as the CDN would.
  const work = await mkdtemp(join(tmpdir(), "bench-site-"));
  const emulator = await startLocalEmulator({ port: ports.emulator });
  const reviews = await startReviewService({
    port: ports.reviews,
    database: join(work, "reviews.sqlite"),
    demoReviews: () => demoReviewsFromStore(readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token })),
    autoPublish: true,
    openBulkRead: true,
    quiet: true,
    allowedOrigins: [site, `http://127.0.0.1:${ports.site}`],
  });
  try {
    // Pictures from the shop's own host (IMAGE_PROXY_PATH, README "Pictures from the shop's own host"): the static
    // server answers them from the store's picture host, as the CDN's proxy rule does.
    const settings = { PUBLIC_REVIEWS_URL: reviews.url, IMAGE_PROXY_PATH: "/shop-images/" };
    await withServedSite(work, emulator.url, settings, async () => {
      if (wanted("lighthouse")) {
        heading("Lighthouse (mobile, median of 3; pictures from the shop's own host, IMAGE_PROXY_PATH=/shop-images/)");
        await run("./lighthouse.ts", [site]);
      }
      if (wanted("weight")) {
        heading("Page weight on a phone");
        await run("./page-weight.ts", [site]);
      }
    });
  } finally {
    await Promise.all([emulator.close(), reviews.close()]);
    await rm(work, { recursive: true, force: true });
  }
}
if (wanted("browse")) {
  heading("Browsing at 10,000 products (search and filters, 20 of each)");
  const work = await mkdtemp(join(tmpdir(), "bench-browse-"));
  const emulator = await startLocalEmulator({ port: ports.browseEmulator, products: 10_000 });
  try {
    // Reviews do not take part in browsing; read from nowhere, as the build benchmarks do.
    const noReviews = { PUBLIC_REVIEWS_URL: "http://127.0.0.1:9", REVIEWS_SNAPSHOT_DIR: join(work, "review-snapshots") };
    await withServedSite(work, emulator.url, noReviews, () => run("./browse-latency.ts", [site]));
  } finally {
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
}
heading("Every target, its figure and its verdict");
const verdicts = readVerdicts(verdictsFile);
console.log(verdictTable(verdicts));
const missed = verdicts.filter((verdict) => !verdict.met).length;
console.log(`\n${missed === 0 ? "Every target met." : `${missed} target(s) not met; the reasons are beside them.`}`);
await rm(verdictsFile, { force: true });
console.log(`\nAll benchmarks done in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
