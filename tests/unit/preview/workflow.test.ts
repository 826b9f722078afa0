// The branch-preview workflow is checked here, not on GitHub: against the workflow schema, for the npm scripts it
// runs, and by running its build step (npm run preview:build) as CI would.
import { validateWorkflow } from "@action-validator/core";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { branchSlug, previewBase } from "../../../scripts/preview/branch-slug.ts";
import { projectRoot } from "../../../src/services/shared/project.ts";

const workflowPath = join(projectRoot, ".github/workflows/preview.yml");
const workflow = readFileSync(workflowPath, "utf8");
const scripts = (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

describe("the preview workflow", () => {
  it("is a valid GitHub Actions workflow", () => {
    const state = validateWorkflow(workflow);
    expect(state.errors.map((e) => `${e.title}: ${e.detail ?? ""}`)).toEqual([]);
  });

  it("is caught when broken", () => {
    expect(validateWorkflow(workflow.replace("runs-on: ubuntu-latest", "runs_on: ubuntu-latest")).errors.length).toBeGreaterThan(0);
  });

  it("runs the README's test command and only npm scripts that exist", () => {
    const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
    expect(readme).toContain("npm test ");
    expect(workflow).toMatch(/run: npm test\n/);
    const used = [...workflow.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect(used).toContain("preview:build");
    for (const script of used) expect(scripts[script], script).toBeDefined();
  });

  it("installs exactly the lockfile, and builds previews from the store the repository's settings name", () => {
    expect(workflow).toMatch(/run: npm ci\b/);
    expect(workflow).not.toMatch(/run: npm install\b/);
    const previewStep = workflow.slice(workflow.indexOf("- name: Build the branch preview"), workflow.indexOf("run: npm run preview:build"));
    expect(previewStep).toContain("PUBLIC_SHOPIFY_STORE_DOMAIN: ${{ vars.SHOPIFY_STORE_DOMAIN }}");
    // The token is a secret, never a plain variable.
    expect(previewStep).toContain("PUBLIC_SHOPIFY_STOREFRONT_TOKEN: ${{ secrets.SHOPIFY_STOREFRONT_TOKEN }}");
    expect(workflow).toContain("${{ steps.preview.outputs.store }}");
  });

  it("triggers on push, pull request and branch deletion", () => {
    for (const event of ["push:", "pull_request:", "delete:"]) expect(workflow).toContain(`\n  ${event}`);
  });
});

describe("branch slugs", () => {
  it("keep a plain name as it is", () => {
    expect(branchSlug("main")).toBe("main");
    expect(branchSlug("fix-cart-42")).toBe("fix-cart-42");
    expect(previewBase("main")).toBe("/preview/main/");
  });

  it("make any name URL-safe, and unique where that changed it", () => {
    const a = branchSlug("feature/Foo Bar");
    const b = branchSlug("feature-foo-bar");
    expect(a).toMatch(/^feature-foo-bar-[0-9a-f]{6}$/);
    expect(b).toBe("feature-foo-bar");
    expect(a).not.toBe(b);
    expect(branchSlug("refs/heads/main")).toBe("main");
    expect(branchSlug("café/ünïcode")).toMatch(/^cafe-unicode-[0-9a-f]{6}$/);
    expect(branchSlug("🐝/🌻")).toMatch(/^branch-[0-9a-f]{6}$/);
    expect(branchSlug("../../etc/passwd")).toMatch(/^etc-passwd-[0-9a-f]{6}$/);
    expect(branchSlug("x".repeat(200)).length).toBeLessThanOrEqual(48 + 7);
    for (const name of ["a/b", "a_b", "A-B", "a--b", "a b"]) expect(branchSlug(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("print from the command line, as the removal job runs it", () => {
    const printed = execFileSync(process.execPath, [join(projectRoot, "scripts/preview/branch-slug.ts"), "feature/Foo Bar"], { encoding: "utf8" });
    expect(printed.trim()).toBe(branchSlug("feature/Foo Bar"));
  });
});

describe("npm run preview:build", () => {
  it("stops with a sentence when a store is named without its token, before building anything", () => {
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [join(projectRoot, "scripts/preview/build.ts")], {
        cwd: projectRoot,
        encoding: "utf8",
        env: { ...process.env, BRANCH: "x", PUBLIC_SHOPIFY_STORE_DOMAIN: "farm-shop.myshopify.com", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "" },
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain("names the store farm-shop.myshopify.com but no Storefront API token");
  });

  it("builds the branch under /preview/{slug}/, marked noindex, and hands its URL to the next steps", () => {
    const dir = mkdtempSync(join(tmpdir(), "preview-"));
    const outputs = join(dir, "github-output");
    writeFileSync(outputs, "");
    try {
      const out = join(dir, "site");
      const log = execFileSync("npm", ["run", "--silent", "preview:build"], {
        cwd: projectRoot,
        encoding: "utf8",
        env: {
          ...process.env,
          BRANCH: "feature/Test Preview",
          OUT_DIR: out,
          PREVIEW_ORIGIN: "https://previews.example",
          GITHUB_OUTPUT: outputs,
          PUBLIC_SHOPIFY_STORE_DOMAIN: "",
          // A repository secret set without its store variable: the demo build must not send it to the emulator.
          PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "a-real-stores-public-token",
          EMULATOR_PORT: "8774",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const slug = branchSlug("feature/Test Preview");
      expect(log).toContain(`Preview: https://previews.example/preview/${slug}/`);
      expect(readFileSync(outputs, "utf8")).toContain(`url=https://previews.example/preview/${slug}/`);
      // No store named: the demo catalogue, and the preview says so.
      expect(readFileSync(outputs, "utf8")).toContain("store=the emulator's demo catalogue (no store named)");
      const home = readFileSync(join(out, "index.html"), "utf8");
      expect(home).toContain('<meta name="robots" content="noindex"');
      expect(home).toContain(`href="/preview/${slug}/our-farms"`);
      expect(readFileSync(join(out, "_headers"), "utf8")).toContain(`/preview/${slug}/*`);
      expect(readFileSync(join(out, "robots.txt"), "utf8")).toMatch(/Disallow: \//);
      expect(existsSync(join(out, "products"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
