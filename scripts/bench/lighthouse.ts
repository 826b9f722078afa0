// Benchmark: Lighthouse (mobile settings, its default: emulated phone, simulated slow 4G and CPU) against a site
// served by `npm start`, so through the local server that behaves like the CDN (compression, caching, _headers).
// For each kind of page, the median of `--runs` runs (default 3): the four category scores, LCP, TBT, CLS, and the
// audits the CDN files should settle: document latency (with compression), cache lifetimes, render-blocking requests.
// First the machine's floor: the same runs on a page with no script, no stylesheet and no picture (measureFloor).
// Each page is first opened once unmeasured: the emulator draws each picture size the first time it is asked for
// (a few hundred milliseconds of image encoding), where Shopify's CDN serves renditions it already holds.
//
//   node scripts/bench/lighthouse.ts [site-url] [--runs N] [--pages search,product]
//
// --pages keeps only the named page types (names as pageTypes gives them; "farms list" may be written farms-list),
// so one page can be measured again and again while working on it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import { median, recordVerdict, type Verdict } from "./verdicts.ts";
import lighthouse from "lighthouse";
import { pageTypes } from "./weigh-page.ts";

const args = process.argv.slice(2);
const runsArg = args.indexOf("--runs");
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of at least 1 (got ${args[runsArg + 1]})`);
  process.exit(1);
}
const site = (args.find((a) => /^https?:/.test(a)) ?? "http://localhost:4321").replace(/\/$/, "");
const chromePath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const pagesArg = args.indexOf("--pages");
const wanted = pagesArg >= 0 ? (args[pagesArg + 1] ?? "").split(",").map((name) => name.trim().replace(/-/g, " ")) : null;
const allPages = await pageTypes(site);
const unknown = wanted?.filter((name) => !allPages.some(([known]) => known === name)) ?? [];
if (unknown.length) {
  console.error(`No page type named ${unknown.join(", ")}; known: ${allPages.map(([name]) => name.replace(/ /g, "-")).join(", ")}`);
  process.exit(1);
}
const pages = wanted ? allPages.filter(([name]) => wanted.includes(name)) : allPages;

// How slow this machine is to touch fresh memory, which every Lighthouse run does (each opens a new renderer) and
// Lighthouse multiplies by its 4× CPU slowdown: on a VM where each first touch of a memory page is slow, TBT rose on
// every page, pages without islands too, with no change of code (docs/PERFORMANCE.md, "This machine's memory").
// Printed with the figures so that a run on such a machine says so; each probe is a fresh process, as a renderer is.
const freshMemoryProbe = "const t=performance.now(),b=[];for(let i=0;i<200;i++)b.push(Buffer.alloc(1<<20,1));process.stdout.write(String(Math.round(performance.now()-t)))";
const freshMemoryMs = median([0, 1, 2].map(() => Number(execFileSync(process.execPath, ["-e", freshMemoryProbe], { encoding: "utf8" }))));
const memoryNote = `this machine touched 200 MB of fresh memory in ${freshMemoryMs} ms (median of 3 processes)`;
console.log(`Machine: ${memoryNote}.`);

const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
// Lighthouse 13 reports these as insights: document latency (compression among them), cache lifetimes, and
// render-blocking requests.
const audits = ["document-latency-insight", "cache-insight", "render-blocking-insight"] as const;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * Lighthouse on `url` as every page here is measured: one unmeasured run of the performance category (it leaves the
 * emulator holding the page's pictures at the sizes a phone asks for), then `runs` runs of every category.
 */
async function measuredRuns(url: string): Promise<Report[]> {
  await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const reports: Report[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    reports.push(result.lhr);
  }
  return reports;
}

/**
 * The machine's floor: Lighthouse, as it runs on the shop's pages, on a page with one heading and one paragraph and
 * nothing else (no script, no stylesheet, no picture). Whatever TBT it measures there is the renderer starting and
 * the document being committed and painted on this machine, multiplied by the 4× CPU slowdown, which every page of
 * the shop pays before its own work. On the VM of docs/PERFORMANCE.md ("This machine's memory") it measured
 * 14–84 ms, so a shop page's TBT there says as much about the machine as about the page. Lighthouse's own CPU
 * benchmark (benchmarkIndex) is printed beside it: it times arithmetic, which that VM ran at full speed.
 */
async function measureFloor(): Promise<{ tbts: number[]; benchmarkIndex: number }> {
  const text = "Honey, jam and coffee from the farms we work with, sent from the farm to your door. ".repeat(12);
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Floor</title><meta name="description" content="A page with no script, no stylesheet and no picture."></head>` +
    `<body><h1>From the farm</h1><p>${text}</p></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=3600" });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  // Named as the shop's pages are (localhost under `npm run bench`), so that both are loaded alike: three runs
  // from each name once read 14–43 ms from 127.0.0.1 and 55–69 ms from localhost (docs/PERFORMANCE.md).
  const host = new URL(site).hostname === "localhost" ? "localhost" : "127.0.0.1";
  const url = `http://${host}:${(server.address() as AddressInfo).port}/`;
  try {
    const reports = await measuredRuns(url);
    return {
      tbts: reports.map((lhr) => Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0)),
      benchmarkIndex: Math.round(median(reports.map((lhr) => lhr.environment.benchmarkIndex))),
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Issue 15's targets; search and the basket say noindex on purpose, which costs them Lighthouse's SEO points. */
const targets = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02 };
const noindexByDesign = new Set(["search", "cart"]);
const gaps: string[] = [];
const verdicts: Verdict[] = [];
/** What the measurements of docs/PERFORMANCE.md found keeps a page's LCP late, where it is known. */
const knownCauses: Record<string, string> = {
  search:
    "its first row of pictures is painted by the head start once the search answer is in: the document, the request's CORS " +
    "preflight and the request to the store's host, then the pictures, all sharing the simulated slow-4G link with React (65 kB), " +
    "which loads at the same time for the island",
  product:
    "its picture (about 10 kB) shares the simulated slow-4G link with React (65 kB) for the purchase box; from the store's " +
    "host it also waits for a connection of its own, which pictures from the shop's own host (IMAGE_PROXY_PATH) save",
};
let machineNote = memoryNote;
try {
  // The floor only explains the pages' figures: if it cannot be measured, the pages still are, and the run says so.
  try {
    const floor = await measureFloor();
    const floorNote = `a page with no script, no stylesheet and no picture measured TBT ${median(floor.tbts)} ms here (the runs: ${floor.tbts.join(", ")} ms)`;
    machineNote = `${floorNote}; ${memoryNote}; Lighthouse's CPU benchmark ${floor.benchmarkIndex}`;
    console.log(`Floor: ${floorNote}; Lighthouse's CPU benchmark (benchmarkIndex) ${floor.benchmarkIndex}.\n`);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    machineNote = `${memoryNote}; the floor page could not be measured (${why})`;
    console.log(`Floor: not measured (${why}).\n`);
  }
  console.log(`Lighthouse ${runs}× per page (median, after one unmeasured run), mobile, against ${site}`);
  console.log("| page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | LCP element | compression | cache | render-blocking |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const [name, path] of pages) {
    const results = await measuredRuns(`${site}${path}`);
    const score = (category: string) => median(results.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
    const metric = (id: string) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
    const audit = (id: (typeof audits)[number]) => {
      const last = results.at(-1)!.audits[id];
      if (!last) return "n/a";
      if (last.score === null || last.score >= 0.9) return "pass";
      return `${last.displayValue ?? "fail"}`;
    };
    // The element of the run whose LCP is the median one.
    const lcps = results.map((lhr) => lhr.audits["largest-contentful-paint"]?.numericValue ?? 0);
    const medianRun = results[lcps.indexOf(median(lcps))]!;
    const lcpNode = ((medianRun.audits["lcp-breakdown-insight"]?.details as { items?: { type: string; selector?: string }[] } | undefined)?.items ?? [])
      .find((item) => item.type === "node");
    const element = lcpNode?.selector ? lcpNode.selector.split(" > ").slice(-2).join(" > ") : "n/a";
    console.log(
      `| ${name} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ` +
        `${(metric("largest-contentful-paint") / 1000).toFixed(2)} s | ${metric("total-blocking-time").toFixed(0)} ms | ` +
        `${metric("cumulative-layout-shift").toFixed(3)} | \`${element}\` | ${audit("document-latency-insight")} | ${audit("cache-insight")} | ` +
        `${audit("render-blocking-insight")} |`,
    );
    for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
      if (score(category) >= targets.score) continue;
      if (category === "seo" && noindexByDesign.has(name)) continue;
      gaps.push(`${name}: ${category} ${score(category)}`);
    }
    const lcpMissed = metric("largest-contentful-paint") > targets.lcpMs;
    const tbtMissed = metric("total-blocking-time") > targets.tbtMs;
    const clsMissed = metric("cumulative-layout-shift") > targets.cls;
    const missed = [
      score("performance") < targets.score ? `performance ${score("performance")}` : null,
      lcpMissed ? `LCP ${(metric("largest-contentful-paint") / 1000).toFixed(2)} s on \`${element}\`` : null,
      tbtMissed ? `TBT ${metric("total-blocking-time").toFixed(0)} ms` : null,
      clsMissed ? `CLS ${metric("cumulative-layout-shift").toFixed(3)}` : null,
    ].filter((miss): miss is string => miss !== null);
    // A TBT miss says what each run measured and which tasks blocked in the median run: on this machine the same
    // page's TBT moves by tens of milliseconds from run to run (docs/PERFORMANCE.md, "Lighthouse").
    const tbts = results.map((lhr) => Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0));
    const tbtRun = results[tbts.indexOf(median(tbts))]!;
    const blocking = (((tbtRun.audits["long-tasks"]?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [])
      .filter((task) => (task.duration ?? 0) > targets.tbtMs)
      .slice(0, 3)
      .map((task) => `${(task.url ?? "").split("/").pop() || "unattributed"} ${Math.round(task.duration ?? 0)} ms`));
    verdicts.push({
      target: `Lighthouse mobile, median of ${runs}, ${name}: performance 100, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.02`,
      figure:
        `performance ${score("performance")}, LCP ${(metric("largest-contentful-paint") / 1000).toFixed(2)} s, ` +
        `TBT ${metric("total-blocking-time").toFixed(0)} ms, CLS ${metric("cumulative-layout-shift").toFixed(3)}`,
      met: missed.length === 0,
      reason:
        missed.join(", ") +
        (tbtMissed ? ` (the runs: ${tbts.join(", ")} ms; the median run's long tasks: ${blocking.join(", ") || "none listed"}; ${machineNote})` : "") +
        (lcpMissed && knownCauses[name] ? `: ${knownCauses[name]}` : ""),
    });
    if (lcpMissed) gaps.push(`${name}: LCP ${(metric("largest-contentful-paint") / 1000).toFixed(2)} s (target 1.5 s; element ${element})`);
    if (tbtMissed) gaps.push(`${name}: TBT ${metric("total-blocking-time").toFixed(0)} ms (target 50 ms)`);
    if (clsMissed) gaps.push(`${name}: CLS ${metric("cumulative-layout-shift").toFixed(3)} (target 0.02)`);
  }
} finally {
  await chrome.kill();
}
console.log("");
for (const verdict of verdicts) recordVerdict(verdict);
console.log("");
console.log("Search and the basket say noindex by design: their SEO score is not counted against the target.");
if (gaps.length === 0) console.log("Every page meets issue 15's Lighthouse targets.");
else {
  console.log("Short of the targets:");
  for (const gap of gaps) console.log(`- ${gap}`);
  console.log(
    "Why, and what would close it: search's request leaves from the page's head while the island loads (its head " +
      "start), which on a phone also paints the first row of pictures from the answer without waiting for React; what " +
      "is left on its path is the answer's round trips to the store's host (a CORS preflight, then the request) and the " +
      "pictures, on a link React's 65 kB share. The product page's picture (10 kB) shares the simulated slow-4G link with " +
      "React (65 kB) for the purchase box; served from the store's host it also waits for a connection of its own, which " +
      "IMAGE_PROXY_PATH saves (npm run bench sets it). On this machine a page's LCP moves by up to a third between runs " +
      "(docs/PERFORMANCE.md).",
  );
}
