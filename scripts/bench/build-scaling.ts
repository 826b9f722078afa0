// Benchmark: how a full build grows with the catalogue. For each size N the emulator serves a generated
// catalogue of N products, the site is built against it, and the build's Storefront API requests are counted by
// the emulator itself. Prints one row per size: requests by operation, ratio to N/250, wall time, pages.
//
//   node scripts/bench/build-scaling.ts [N ...]        (default: 250 1000 5000)
import { readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describeRequests, emulatorDefaults, runAstro, startLocalEmulator } from "../stack.ts";

const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const outDir = fileURLToPath(new URL("../../dist-bench", import.meta.url));
const rows: string[] = [];

for (const products of sizes.length > 0 ? sizes : [250, 1000, 5000]) {
  const emulator = await startLocalEmulator({ port: 8796, products });
  try {
    const started = performance.now();
    await runAstro(["build", "--silent"], {
      ...process.env,
      PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
      PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token,
      OUT_DIR: outDir,
    });
    const seconds = (performance.now() - started) / 1000;
    const productRequests = emulator.requestCounts.get("GetProducts") ?? 0;
    const pages = readdirSync(`${outDir}/products`).length;
    rows.push(
      `| ${products} | ${pages} | ${productRequests} | ${Math.ceil(products / 250)} | ${seconds.toFixed(1)} s | ${describeRequests(emulator.requestCounts)} |`,
    );
    console.log(rows.at(-1));
  } finally {
    await emulator.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

console.log("\n| products | product pages | GetProducts requests | ceil(N/250) | build time | all requests |");
console.log("|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
