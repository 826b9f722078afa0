// The dependency rule of the three deployables (docs/ARCHITECTURE.md, "Three deployables"), checked by
// dependency-cruiser in `npm test`: the site, the services and the tools depend one way, the Storefront edge knows
// no feature, and what runs in production imports no devDependency.
//
//   node scripts/dependency-rules.ts        # prints each violation; exits 1 if there is one
//
// dependency-cruiser cannot read .astro files, so the check runs over a copy of the project in which each
// `X.astro` is `X.astro.ts`, holding the file's frontmatter and its bundled <script> blocks (where every import
// of an .astro file is written), and imports of `.astro` files name the copy. Everything else is copied as is.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { cruise, type IRuleSetType, type IViolation } from "dependency-cruiser";
import { projectRoot } from "../src/services/shared/project.ts";

/** What the shopper's site is made of: built by Astro, it must not reach a service or a tool. */
const site = "^src/(pages|layouts|components|features|lib|content|integrations|styles)/|^src/content\\.config\\.ts$|^astro\\.config\\.mjs$";
/**
 * What runs in production: the site's build, the services, the three tools `npm run build|rebuilder` start, and the
 * steps of a sharded build (scripts/build/), which CI runners run from a production install.
 */
const production = "^src/|^astro\\.config\\.mjs$|^scripts/(build|rebuilder|stack)\\.ts$|^scripts/build/";
/** Tests and test-only helpers, which may use devDependencies wherever they sit. */
const testFiles = "\\.test\\.tsx?$|^src/features/cart/test-lines\\.ts$";

export const ruleSet: IRuleSetType = {
  forbidden: [
    {
      name: "src-imports-a-tool",
      comment: "The site, its Astro config and the services never import the tools of scripts/ (the emulator, runners, benchmarks).",
      severity: "error",
      from: { path: "^src/|^astro\\.config\\.mjs$" },
      to: { path: "^scripts/" },
    },
    {
      name: "src-imports-a-test",
      comment: "Production code never imports a test or a test helper.",
      severity: "error",
      from: { path: "^src/", pathNot: testFiles },
      to: { path: `^tests/|${testFiles}` },
    },
    {
      name: "site-imports-a-service",
      comment: "The site is built and served as static files: it never imports the review service or the rebuilder.",
      severity: "error",
      from: { path: site },
      to: { path: "^src/services/" },
    },
    {
      name: "service-imports-site-markup",
      comment: "The services may use the site's lib (validation, the Storefront edge) but no page, feature or component.",
      severity: "error",
      from: { path: "^src/services/" },
      to: { path: "^src/(pages|layouts|components|features|content)/" },
    },
    {
      name: "lib-imports-a-feature",
      comment: "lib/ (with the Storefront edge, lib/storefront/) sits below the features: it knows none of them.",
      severity: "error",
      from: { path: "^src/lib/" },
      to: { path: "^src/(pages|layouts|components|features)/" },
    },
    {
      name: "production-imports-a-dev-dependency",
      comment: "`npm ci --omit=dev` installs no devDependency: what the site's build and the services import must be a dependency.",
      severity: "error",
      from: { path: production, pathNot: testFiles },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "unresolvable-import",
      comment: "An import that names no file or package (Astro's virtual `astro:` modules aside).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^astro:" },
    },
  ],
};

const checkedFolders = ["src", "scripts", "tests"];
const checkedFiles = ["astro.config.mjs", "playwright.config.ts", "vitest.config.ts", "package.json", "tsconfig.json"];

/** The frontmatter and the bundled scripts of an .astro file: everything in it that imports. */
export function astroImports(source: string): string {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  // A self-closing <script ... /> (structured data written with set:html) has no body and must not run on to the
  // next </script>; attributes may hold "=>" in expressions, so the tag ends at the first ">" outside quotes/braces.
  const scripts = [...source.matchAll(/<script((?:\s+(?:[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}|[^\s>]+))?))*)\s*(\/>|>([\s\S]*?)<\/script>)/g)]
    .filter(([, attributes, end]) => end !== "/>" && !/\bis:inline\b|type=["'{]?application\/(ld\+)?json/.test(attributes ?? ""))
    .map(([, , , body]) => body ?? "");
  return [frontmatter, ...scripts].join("\n");
}

const namesAstroCopy = (source: string) => source.replace(/(["'])([^"'\n]+\.astro)\1/g, "$1$2.ts$1");

/** Copies the checked part of `root` into `copy`, with each .astro file as the TypeScript of its imports. */
export function prepareCopy(root: string, copy: string): void {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const file of checkedFiles) writeFileSync(join(copy, file), namesAstroCopy(readFileSync(join(root, file), "utf8")));
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(path);
      } else if (entry.name.endsWith(".astro")) {
        mkdirSync(dirname(join(copy, path)), { recursive: true });
        writeFileSync(join(copy, `${path}.ts`), namesAstroCopy(astroImports(readFileSync(join(root, path), "utf8"))));
      } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) {
        mkdirSync(dirname(join(copy, path)), { recursive: true });
        writeFileSync(join(copy, path), namesAstroCopy(readFileSync(join(root, path), "utf8")));
      } else if (/\.(css|json)$/.test(entry.name)) {
        // Imported as is (stylesheets, data): present so that their imports resolve.
        cpSync(join(root, path), join(copy, path));
      }
    }
  };
  for (const folder of checkedFolders) walk(folder);
}

export type Violation = { rule: string; from: string; to: string };

/** Runs the rules over a prepared copy; the file names in the answer are the project's own (X.astro, not X.astro.ts). */
export async function checkDependencies(copy: string): Promise<Violation[]> {
  const original = (name: string) => name.replace(/\.astro\.ts$/, ".astro");
  const cwd = process.cwd();
  // dependency-cruiser reads paths and package.json relative to the working folder.
  process.chdir(copy);
  try {
    const { output } = await cruise([...checkedFolders, "astro.config.mjs"], {
      ruleSet,
      validate: true,
      tsPreCompilationDeps: true,
      doNotFollow: { path: "node_modules" },
      exclude: { path: "^src/lib/storefront/generated/" },
      tsConfig: { fileName: "tsconfig.json" },
      preserveSymlinks: true,
      enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "node", "default", "types"], mainFields: ["module", "main", "types"] },
    });
    if (typeof output === "string") throw new Error(`dependency-cruiser answered with text: ${output.slice(0, 200)}`);
    return output.summary.violations.map((violation: IViolation) => ({
      rule: violation.rule.name,
      from: original(violation.from),
      to: original(violation.to),
    }));
  } finally {
    process.chdir(cwd);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const copy = join(projectRoot, ".cache", "dependency-check");
  prepareCopy(projectRoot, copy);
  const violations = await checkDependencies(copy);
  for (const { rule, from, to } of violations) {
    const comment = ruleSet.forbidden?.find((r) => r.name === rule)?.comment ?? "";
    console.error(`✘ ${rule}: ${from} → ${to}\n  ${comment}`);
  }
  const checked = relative(projectRoot, copy);
  console.log(violations.length === 0 ? `Dependency rules: no violation (checked a copy in ${checked}).` : `Dependency rules: ${violations.length} violation(s).`);
  process.exitCode = violations.length === 0 ? 0 : 1;
}
