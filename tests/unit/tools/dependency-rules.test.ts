// The dependency rule of the three deployables catches each kind of back-arrow, in .ts and .astro files alike:
// a copy of the project gets one planted import per rule, and the check must name exactly those.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { astroImports, checkDependencies, prepareCopy, type Violation } from "../../../scripts/dependency-rules.ts";
import { projectRoot } from "../../../src/services/shared/project.ts";

const planted: Record<string, string> = {
  "src/lib/planted-tool.ts": `import { usesEmulator } from "../../scripts/stack.ts";\nexport const a = usesEmulator;\n`,
  "src/pages/planted-page.astro": `---\nimport Layout from "../layouts/BaseLayout.astro";\n---\n<Layout />\n<script>\n  import { emulatorDefaults } from "../../scripts/stack.ts";\n  console.log(emulatorDefaults);\n</script>\n`,
  "src/components/PlantedService.astro": `---\nimport { reviewDefaults } from "../services/reviews/server.ts";\n---\n<p>{reviewDefaults.port}</p>\n`,
  "src/lib/storefront/planted-feature.ts": `import { productsByFarm } from "../../features/farms/farm-products.ts";\nexport const b = productsByFarm;\n`,
  "src/services/reviews/planted-markup.ts": `import { parseCartItem } from "../../features/cart/model.ts";\nexport const c = parseCartItem;\n`,
  "src/services/shared/planted-dev.ts": `import fc from "fast-check";\nimport type { Page } from "@playwright/test";\nexport const d: Page | typeof fc | null = null;\n`,
  "src/lib/planted-test.ts": `import { checkoutLines } from "../../tests/unit/planted-helper.ts";\nexport const e = checkoutLines;\n`,
  "tests/unit/planted-helper.ts": `export const checkoutLines = 1;\n`,
  "src/features/planted-missing.ts": `import { nothing } from "./nowhere.ts";\nexport const f = nothing;\n`,
};

const expected: Violation[] = [
  { rule: "src-imports-a-tool", from: "src/lib/planted-tool.ts", to: "scripts/stack.ts" },
  { rule: "src-imports-a-tool", from: "src/pages/planted-page.astro", to: "scripts/stack.ts" },
  { rule: "site-imports-a-service", from: "src/components/PlantedService.astro", to: "src/services/reviews/server.ts" },
  { rule: "lib-imports-a-feature", from: "src/lib/storefront/planted-feature.ts", to: "src/features/farms/farm-products.ts" },
  { rule: "service-imports-site-markup", from: "src/services/reviews/planted-markup.ts", to: "src/features/cart/model.ts" },
  { rule: "production-imports-a-dev-dependency", from: "src/services/shared/planted-dev.ts", to: "node_modules/fast-check" },
  { rule: "src-imports-a-test", from: "src/lib/planted-test.ts", to: "tests/unit/planted-helper.ts" },
  { rule: "unresolvable-import", from: "src/features/planted-missing.ts", to: "./nowhere.ts" },
];

describe("the dependency rule", () => {
  let dir: string;
  let violations: Violation[];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "dependency-rules-"));
    prepareCopy(projectRoot, dir);
    for (const [path, source] of Object.entries(planted)) {
      const target = join(dir, path.endsWith(".astro") ? `${path}.ts` : path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, path.endsWith(".astro") ? astroImports(source).replace(/(["'][^"'\n]+\.astro)(["'])/g, "$1.ts$2") : source);
    }
    violations = await checkDependencies(dir);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names every planted back-arrow, and nothing in the project itself", () => {
    const simplified = violations.map(({ rule, from, to }) => ({ rule, from, to: to.replace(/^(node_modules\/[^/]+)\/.*$/, "$1") }));
    expect(simplified.sort((a, b) => a.from.localeCompare(b.from))).toEqual(expected.sort((a, b) => a.from.localeCompare(b.from)));
  });

  it("lets production code name a devDependency's types, which are erased before it runs", () => {
    expect(violations.some((v) => v.to.includes("@playwright"))).toBe(false);
  });
});

describe("what an .astro file imports", () => {
  it("is its frontmatter and its bundled scripts, not its inline scripts or JSON data", () => {
    const source = `---\nimport A from "./A.astro";\n---\n<A />\n<script>import { b } from "./b.ts";</script>\n<script is:inline>import("./c.ts")</script>\n<script type="application/ld+json">{"d": "./d.ts"}</script>`;
    const imports = astroImports(source);
    expect(imports).toContain(`import A from "./A.astro"`);
    expect(imports).toContain(`import { b } from "./b.ts"`);
    expect(imports).not.toContain("c.ts");
    expect(imports).not.toContain("d.ts");
  });

  it("skips a self-closing structured-data script without losing the bundled script after it", () => {
    const source = `---\nconst data = {};\n---\n<script type="application/ld+json" set:html={JSON.stringify(data)} />\n<p>text</p>\n<script>\n  import { bind } from "./bind.browser.ts";\n</script>`;
    expect(astroImports(source)).toContain(`import { bind } from "./bind.browser.ts"`);
  });

  it("reads a bundled script whose attributes hold an arrow or a quoted '>'", () => {
    const source = `<script data-note="a > b" data-run={() => 1}>import "./side-effect.ts";</script>`;
    expect(astroImports(source)).toContain(`import "./side-effect.ts"`);
  });
});
