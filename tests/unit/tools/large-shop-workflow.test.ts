// The large shop's production workflow (.github/workflows/large-shop.yml) is checked here, not on GitHub: against
// the workflow schema, for what its three jobs must hand each other (the shard list, the snapshot file, the shard
// folders), for where the store's token goes, and by running its own shell steps as a runner would. Every check
// on the parsed file is also run against a copy broken on purpose, so none of them can pass whatever the file says.
import { validateWorkflow } from "@action-validator/core";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { projectRoot } from "../../../src/services/shared/project.ts";

type Step = { name?: string; id?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; with?: Record<string, unknown> };
type Job = { needs?: string | string[]; outputs?: Record<string, string>; strategy?: { "fail-fast"?: boolean; matrix?: Record<string, unknown> }; steps: Step[] };
type Workflow = { on: Record<string, unknown>; env?: Record<string, string>; concurrency?: { group?: string; "cancel-in-progress"?: boolean }; jobs: Record<string, Job> };

const text = readFileSync(join(projectRoot, ".github/workflows/large-shop.yml"), "utf8");
/** A fresh copy each time, so a test may break it. */
const workflow = () => parse(text) as Workflow;
const scripts = (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

const tokenSecret = "secrets.SHOPIFY_STOREFRONT_TOKEN";
const needsOf = (job: Job | undefined) => [job?.needs ?? []].flat();
/** `${{ matrix.shard }}` written as `{matrix.shard}`, so a command line splits into its arguments on spaces. */
const plain = (value: string) => value.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => `{${expression.replace(/\s+/g, "")}}`);
/** The arguments a step gives `npm run build --`, or undefined when it runs no build. */
function buildArguments(step: Step): string[] | undefined {
  const line = step.run?.split("\n").map((l) => l.trim()).find((l) => l.startsWith("npm run build -- "));
  return line === undefined ? undefined : plain(line).split(/\s+/).slice(4);
}
const valueOf = (args: string[], flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
function buildStep(wf: Workflow, job: string, flag: string): { step: Step; args: string[] } {
  for (const step of wf.jobs[job]?.steps ?? []) {
    const args = buildArguments(step);
    if (args?.includes(flag)) return { step, args };
  }
  throw new Error(`the ${job} job runs no npm run build -- ${flag}`);
}
const stepUsing = (wf: Workflow, job: string, action: string) => (wf.jobs[job]?.steps ?? []).filter((s) => s.uses?.startsWith(`${action}@`));

/** What the workflow must do, one check each; each is also run below against a copy broken for it. */
const checks: Record<string, { check: (wf: Workflow) => void; breakIt: (wf: Workflow) => void }> = {
  "three jobs: the snapshot, the render jobs after it, the merge after them": {
    check(wf) {
      expect(Object.keys(wf.jobs).sort()).toEqual(["merge", "render", "snapshot"]);
      expect(needsOf(wf.jobs.snapshot)).toEqual([]);
      expect(needsOf(wf.jobs.render)).toEqual(["snapshot"]);
      expect(needsOf(wf.jobs.merge)).toContain("render");
    },
    breakIt: (wf) => void (wf.jobs.merge!.needs = "snapshot"),
  },
  "the matrix is the snapshot job's checked shard list, and one failing shard stops the rest": {
    check(wf) {
      const render = wf.jobs.render!;
      expect(render.strategy?.matrix).toEqual({ shard: "${{ fromJSON(needs.snapshot.outputs.shards) }}" });
      expect(render.strategy?.["fail-fast"]).toBe(true);
      const { outputs, steps } = wf.jobs.snapshot!;
      expect(outputs).toMatchObject({ shards: "${{ steps.plan.outputs.shards }}", count: "${{ steps.plan.outputs.count }}" });
      const plan = steps.findIndex((s) => s.id === "plan");
      expect(steps[plan]?.run).toMatch(/^node scripts\/large-shop\/shard-list\.ts "\$SHARDS" >> "\$GITHUB_OUTPUT"$/);
      expect(steps[plan]?.env?.SHARDS).toBe("${{ inputs.shards || vars.BUILD_SHARDS || '4' }}");
      // Checked before the store is read, so a bad setting costs no read.
      expect(plan).toBeLessThan(steps.indexOf(buildStep(wf, "snapshot", "--read-snapshot").step));
    },
    breakIt: (wf) => void (wf.jobs.render!.strategy!.matrix = { shard: [1, 2, 3, 4] }),
  },
  "each render job renders its own shard of N from the very snapshot file the snapshot job kept": {
    check(wf) {
      const snapshotFile = valueOf(buildStep(wf, "snapshot", "--read-snapshot").args, "--read-snapshot");
      const [kept] = stepUsing(wf, "snapshot", "actions/upload-artifact");
      expect(kept?.with?.path).toBe(snapshotFile);
      const [fetched] = stepUsing(wf, "render", "actions/download-artifact");
      expect(fetched?.with?.name).toBe(kept?.with?.name);
      expect(fetched?.with?.path ?? ".").toBe(".");
      const { args } = buildStep(wf, "render", "--shard");
      expect(valueOf(args, "--snapshot")).toBe(snapshotFile);
      expect(valueOf(args, "--shard")).toBe("{matrix.shard}/{needs.snapshot.outputs.count}");
      expect(args).not.toContain("--read-snapshot");
    },
    breakIt(wf) {
      const step = buildStep(wf, "render", "--shard").step;
      step.run = step.run!.replace("--shard ${{ matrix.shard }}/", "--shard 1/");
    },
  },
  "every shard folder is kept under its own name and all of them reach the merge": {
    check(wf) {
      const shardOut = valueOf(buildStep(wf, "render", "--shard").args, "--shard-out");
      expect(shardOut).toBe("shard-{matrix.shard}");
      const [kept] = stepUsing(wf, "render", "actions/upload-artifact");
      expect(plain(String(kept?.with?.path))).toBe(shardOut);
      expect(plain(String(kept?.with?.name))).toBe(shardOut);
      expect(kept?.with?.["if-no-files-found"]).toBe("error");
      const [fetched] = stepUsing(wf, "merge", "actions/download-artifact");
      expect(fetched?.with?.pattern).toBe("shard-*");
      expect(fetched?.with).not.toHaveProperty("merge-multiple");
      // Each artifact lands in {path}/{its name}: those are the folders the merge is given.
      const { args } = buildStep(wf, "merge", "--merge");
      expect(args.slice(args.indexOf("--merge") + 1)).toEqual([`${fetched?.with?.path}/shard-*`, "--move"]);
    },
    breakIt: (wf) => void (stepUsing(wf, "merge", "actions/download-artifact")[0]!.with!.pattern = "catalogue-*"),
  },
  "the store's token goes only to the store read and to the render steps that write it into the islands' scripts": {
    check(wf) {
      expect(JSON.stringify(wf.env ?? {})).not.toContain(tokenSecret);
      expect(JSON.stringify(wf.jobs.merge)).not.toContain(tokenSecret);
      const holders = Object.values(wf.jobs).flatMap((job) => job.steps.filter((s) => JSON.stringify(s).includes(tokenSecret)));
      expect(holders).toEqual([buildStep(wf, "snapshot", "--read-snapshot").step, buildStep(wf, "render", "--shard").step]);
      for (const step of holders) {
        // Given only when a store is named: the demo catalogue never carries a real store's token.
        expect(step.env?.PUBLIC_SHOPIFY_STOREFRONT_TOKEN).toBe(`\${{ vars.SHOPIFY_STORE_DOMAIN && ${tokenSecret} || '' }}`);
      }
      // Only the snapshot job reads the store.
      expect(text.match(/--read-snapshot/g)).toHaveLength(1);
    },
    breakIt: (wf) => void (buildStep(wf, "merge", "--merge").step.env = { PUBLIC_SHOPIFY_STOREFRONT_TOKEN: `\${{ ${tokenSecret} }}` }),
  },
  "the merge job merges, checks and publishes the merged dist/ as the preview workflow publishes": {
    check(wf) {
      const { step } = buildStep(wf, "merge", "--merge");
      expect(step.run).toMatch(/^npm run build -- --merge /);
      expect(step.env).toBeUndefined();
      const steps = wf.jobs.merge!.steps;
      const artifact = stepUsing(wf, "merge", "actions/upload-artifact")[0];
      expect(artifact).toMatchObject({ if: "env.SITE_TARGET == 'artifact'", with: { path: "dist" } });
      const command = steps.find((s) => s.if === "env.SITE_TARGET == 'command'");
      expect(command?.env).toMatchObject({ SITE_DIR: "dist", SITE_DEPLOY_COMMAND: "${{ secrets.SITE_DEPLOY_COMMAND }}" });
      // Published only after the merge and its checks passed.
      expect(steps.indexOf(artifact!)).toBeGreaterThan(steps.indexOf(step));
      expect(steps.indexOf(command!)).toBeGreaterThan(steps.indexOf(step));
    },
    breakIt(wf) {
      const { step } = buildStep(wf, "merge", "--merge");
      step.run = "npm run build -- --shards 4";
    },
  },
  "two production builds never publish over each other": {
    check(wf) {
      expect(wf.concurrency?.group).toMatch(/\S/);
      expect(wf.concurrency?.group).not.toContain("${{");
      expect(wf.concurrency?.["cancel-in-progress"]).toBe(false);
    },
    breakIt: (wf) => void (wf.concurrency!["cancel-in-progress"] = true),
  },
  "runs by hand with a shard count, and for what is merged into main": {
    check(wf) {
      expect(wf.on).toMatchObject({ workflow_dispatch: { inputs: { shards: { type: "string", required: false } } }, push: { branches: ["main"] } });
      expect(Object.keys(wf.on).sort()).toEqual(["push", "workflow_dispatch"]);
    },
    breakIt: (wf) => void delete (wf.on.workflow_dispatch as { inputs?: unknown }).inputs,
  },
  "every job installs exactly the lockfile with the project's Node": {
    check(wf) {
      for (const [name, job] of Object.entries(wf.jobs)) {
        expect(stepUsing(wf, name, "actions/setup-node")[0]?.with, name).toMatchObject({ "node-version-file": ".nvmrc" });
        expect(job.steps.some((s) => s.run?.startsWith("npm ci ")), name).toBe(true);
        expect(job.steps.some((s) => /\bnpm (install|i)\b/.test(s.run ?? "")), name).toBe(false);
      }
    },
    breakIt: (wf) => void (wf.jobs.render!.steps.find((s) => s.run?.startsWith("npm ci"))!.run = "npm install"),
  },
};

describe("the large shop's workflow", () => {
  it("is a valid GitHub Actions workflow", () => {
    const state = validateWorkflow(text);
    expect(state.errors.map((e) => `${e.title}: ${e.detail ?? ""}`)).toEqual([]);
  });

  it("is caught by the schema when broken", () => {
    expect(validateWorkflow(text.replace("runs-on: ubuntu-latest", "runs_on: ubuntu-latest")).errors.length).toBeGreaterThan(0);
    expect(validateWorkflow(text.replace("    strategy:\n", "    strategie:\n")).errors.length).toBeGreaterThan(0);
    expect(validateWorkflow(text.replace("type: string", "type: text")).errors.length).toBeGreaterThan(0);
  });

  for (const [what, { check, breakIt }] of Object.entries(checks)) {
    it(what, () => {
      check(workflow());
      const broken = workflow();
      breakIt(broken);
      expect(() => check(broken), "the check passes a copy broken for it").toThrow();
    });
  }

  it("runs only npm scripts and files that exist", () => {
    for (const [, script] of text.matchAll(/npm run ([\w:-]+)/g)) expect(scripts[script!], script).toBeDefined();
    for (const [, file] of text.matchAll(/node (scripts\/\S+\.ts)/g)) expect(existsSync(join(projectRoot, file!)), file).toBe(true);
    expect(existsSync(join(projectRoot, ".nvmrc"))).toBe(true);
  });
});

/** Runs one of the workflow's `run:` scripts with bash -e, as a runner does, in a folder of its own. */
function runStep(step: Step | undefined, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "large-shop-step-"));
  const outputs = join(dir, "github-output");
  writeFileSync(outputs, "");
  try {
    const result = spawnSync("bash", ["-e", "-c", step?.run ?? "exit 99"], {
      cwd: projectRoot,
      encoding: "utf8",
      // The project's Node first, as setup-node puts it.
      env: { PATH: `${dirname(process.execPath)}:${process.env.PATH}`, GITHUB_OUTPUT: outputs, ...env },
    });
    return { status: result.status, stderr: result.stderr, outputs: readFileSync(outputs, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Each check starts bash and Node: seconds apiece on a loaded machine, hence the time limit.
describe("the snapshot job's checks, run as the runner runs them", { timeout: 60_000 }, () => {
  const steps = workflow().jobs.snapshot!.steps;
  const plan = steps.find((s) => s.id === "plan");

  it("hands the matrix the shard list and N", () => {
    const { status, outputs } = runStep(plan, { SHARDS: "4" });
    expect(status).toBe(0);
    expect(outputs).toBe("count=4\nshards=[1,2,3,4]\n");
    expect(JSON.parse(outputs.split("\n")[1]!.slice("shards=".length))).toEqual([1, 2, 3, 4]);
  });

  it("stops the run with a sentence on a shard count that is not 1 to 64, handing on nothing", () => {
    for (const shards of ["0", "65", "2.5", "four", ""]) {
      const { status, stderr, outputs } = runStep(plan, { SHARDS: shards });
      expect(status, shards).toBe(1);
      expect(stderr).toContain(`the shard count "${shards}" is not a whole number from 1 to 64`);
      expect(outputs).toBe("");
    }
  });

  it("stops the run when the publishing target is neither artifact nor command", () => {
    const target = steps.find((s) => s.name === "Check where the site is to be published");
    expect(runStep(target, { SITE_TARGET: "artifact" }).status).toBe(0);
    expect(runStep(target, { SITE_TARGET: "command" }).status).toBe(0);
    const wrong = runStep(target, { SITE_TARGET: "pages" });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('SITE_TARGET is "pages": expected artifact or command');
  });

  it("refuses to read a named store without its token, before any build", () => {
    const read = buildStep(workflow(), "snapshot", "--read-snapshot").step;
    const { status, stderr } = runStep(read, { PUBLIC_SHOPIFY_STORE_DOMAIN: "farm-shop.myshopify.com", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "" });
    expect(status).toBe(1);
    expect(stderr).toContain("names farm-shop.myshopify.com but the secret SHOPIFY_STOREFRONT_TOKEN is not set");
  });
});

describe("the merge job with one shard", { timeout: 60_000 }, () => {
  const lone = workflow().jobs.merge!.steps.find((s) => s.id === "lone-shard");
  /** Runs the step in a folder holding `files` (paths under shards/), and lists what shards/ holds afterwards. */
  function after(files: string[]): string[] {
    const dir = mkdtempSync(join(tmpdir(), "large-shop-merge-"));
    try {
      for (const file of files) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), file);
      }
      const result = spawnSync("bash", ["-e", "-c", lone?.run ?? "exit 99"], { cwd: dir, encoding: "utf8" });
      expect(result.status, result.stderr).toBe(0);
      return readdirSync(join(dir, "shards"), { recursive: true }).map(String).sort();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("puts a lone shard, which download-artifact leaves straight in shards/, into shards/shard-1 for the merge's glob", () => {
    expect(after(["shards/shard.json", "shards/index.html", "shards/_astro/app.js"])).toEqual(
      ["shard-1", "shard-1/_astro", "shard-1/_astro/app.js", "shard-1/index.html", "shard-1/shard.json"],
    );
  });

  it("leaves several shards, each already in its folder, as they are", () => {
    expect(after(["shards/shard-1/shard.json", "shards/shard-2/shard.json"])).toEqual(["shard-1", "shard-1/shard.json", "shard-2", "shard-2/shard.json"]);
  });
});
