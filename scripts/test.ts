// `npm test`: type checks, the dependency rules, unit tests (Vitest), the production install, then end-to-end tests
// (Playwright in headless Chromium), then one summary line `N passed, N failed` that CI reads. `npm test -- NAME`
// runs one part: types, rules, unit, production or e2e.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const reports = `${root}.cache/test-reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (pkg: string, file: string) => fileURLToPath(new URL(`../node_modules/${pkg}/${file}`, import.meta.url));

type Counts = { passed: number; failed: number; skipped: number };

function run(name: string, script: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** A test file of a Vitest JSON report. */
type VitestFile = { name: string; status: string; message?: string; assertionResults?: { fullName: string; status: string }[] };
const vitestFiles = (report: unknown): VitestFile[] => (report as { testResults?: VitestFile[] }).testResults ?? [];
/** A file that failed with no failed test of its own: it did not load. */
const failedToLoad = (file: VitestFile) => file.status === "failed" && !file.assertionResults?.some((t) => t.status === "failed");

function vitestCounts(report: unknown): Counts | null {
  if (!report || typeof report !== "object") return null;
  const r = report as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  // A file that fails to load counts as one failure, as a crashed runner does.
  const unloaded = vitestFiles(report).filter(failedToLoad).length;
  return { passed: r.numPassedTests, failed: r.numFailedTests + unloaded, skipped: r.numPendingTests + r.numTodoTests };
}

function playwrightCounts(report: unknown): Counts | null {
  if (!report || typeof report !== "object") return null;
  const stats = (report as { stats?: { expected: number; unexpected: number; flaky: number; skipped: number } }).stats;
  if (!stats) return null;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** The failed unit tests of a Vitest JSON report, "file › test", and files that failed to load at all. */
function vitestFailures(report: unknown): string[] {
  if (!report || typeof report !== "object") return [];
  return vitestFiles(report).flatMap((file) => {
    const name = relative(root, file.name);
    if (failedToLoad(file)) return [`${name} (${file.message?.split("\n")[0] ?? "failed"})`];
    return (file.assertionResults ?? []).filter((t) => t.status === "failed").map((t) => `${name} › ${t.fullName}`);
  });
}

/** The failed end-to-end tests of a Playwright JSON report, "file:line › title". */
function playwrightFailures(report: unknown): string[] {
  type Spec = { title: string; ok: boolean; file: string; line: number };
  type Suite = { specs?: Spec[]; suites?: Suite[] };
  const walk = (suite: Suite): string[] => [
    ...(suite.specs ?? []).filter((s) => !s.ok).map((s) => `${s.file}:${s.line} › ${s.title}`),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  if (!report || typeof report !== "object") return [];
  return ((report as { suites?: Suite[] }).suites ?? []).flatMap(walk);
}

const only = process.argv[2];
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
// What failed, by name, printed just above the summary: CI keeps only the end of the output, where a failure
// deep in the unit tests' log would otherwise be lost.
const failures: string[] = [];
const add = (counts: Counts | null, exitCode: number, name: string, failed: string[] = []) => {
  if (!counts) {
    // A runner that crashed before reporting counts as one failure, so a broken suite can never read as green.
    console.error(`${name} produced no report (exit code ${exitCode}).`);
    failures.push(`${name}: no report (exit code ${exitCode})`);
    totals.failed += 1;
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed + (exitCode !== 0 && counts.failed === 0 ? 1 : 0);
  totals.skipped += counts.skipped;
  if (exitCode !== 0 && failed.length === 0) failures.push(`${name} (exit code ${exitCode})`);
  failures.push(...failed.map((test) => `${name}: ${test}`));
};

/** A step that passes or fails as a whole (a type check, the dependency rules, the production install): one test. */
const addStep = (exitCode: number, name: string) =>
  add({ passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 }, exitCode, name);

if (!only || only === "types") {
  // The strictest TypeScript settings over every .ts and .astro file; a failure counts as one failed test.
  const tsc = run("type check (tsc)", bin("typescript", "bin/tsc"), ["--noEmit", "-p", "tsconfig.json"]);
  const astro = run("type check (astro check)", bin("astro", "bin/astro.mjs"), ["check"]);
  addStep(tsc, "type check (tsc)");
  addStep(astro, "type check (astro check)");
}
if (!only || only === "types" || only === "rules") {
  // The one-way dependencies of the site, the services and the tools (scripts/dependency-rules.ts); one test.
  const code = run("dependency rules (dependency-cruiser)", fileURLToPath(new URL("./dependency-rules.ts", import.meta.url)), []);
  addStep(code, "dependency rules");
}
if (!only || only === "unit") {
  const unitReport = `${reports}/vitest.json`;
  const code = run("unit tests (vitest)", bin("vitest", "vitest.mjs"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${unitReport}`,
  ]);
  const report = readJson(unitReport);
  add(vitestCounts(report), code, "Vitest", vitestFailures(report));
}
if (!only || only === "production") {
  // `npm ci --omit=dev` in a copy, then build, review service and rebuilder against a named store; one test.
  const code = run("production install (npm ci --omit=dev)", fileURLToPath(new URL("./production-check.ts", import.meta.url)), []);
  addStep(code, "production install");
}
if (!only || only === "e2e") {
  const e2eReport = `${reports}/playwright.json`;
  const code = run("end-to-end tests (playwright, chromium)", bin("@playwright/test", "cli.js"), ["test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const report = readJson(e2eReport);
  add(playwrightCounts(report), code, "Playwright", playwrightFailures(report));
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
