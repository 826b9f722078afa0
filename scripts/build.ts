// `npm run build`: builds dist/ (or OUT_DIR) against the store named by the environment, or against a temporary
// emulator when none is named (so a build never needs a Shopify account). The new site replaces the old one only
// when the build succeeded (src/services/shared/safe-build.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeRequests, emulatorUnlessNamed, startLocalEmulator, type RunningEmulator } from "./stack.ts";
import { buildNotesVariable, describeNote, readBuildNotes } from "../src/lib/build-notes.ts";
import { loadDotEnv } from "../src/services/shared/project.ts";
import { safeBuild } from "../src/services/shared/safe-build.ts";

loadDotEnv();
// What the build took from a fallback (reviews during an outage of their service) is said again at the end, where
// it is not lost among the pages.
const notesDir = mkdtempSync(join(tmpdir(), "build-notes-"));
const env: NodeJS.ProcessEnv = { ...process.env, [buildNotesVariable]: join(notesDir, "notes.jsonl") };
let emulator: RunningEmulator | undefined;
let exitCode = 0;
try {
  emulator = await emulatorUnlessNamed(env, startLocalEmulator);
  if (!emulator) console.log(`Store: ${env.PUBLIC_SHOPIFY_STORE_DOMAIN}`);
  const { outDir, pages } = await safeBuild(env, process.argv.slice(2));
  console.log(`Built ${outDir}: ${pages.products} product, ${pages.collections} collection, ${pages.farms} farm and ${pages.posts} blog pages.`);
  for (const note of readBuildNotes(env[buildNotesVariable]!)) console.warn(`Degraded: ${describeNote(note)}.`);
  if (emulator) console.log(`Catalogue: ${emulator.store.products.length} products. ${describeRequests(emulator.requestCounts)}`);
} catch (error) {
  console.error(`Build failed; the previous site, if any, is untouched.\n${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await emulator?.close();
  rmSync(notesDir, { recursive: true, force: true });
}
process.exit(exitCode);
