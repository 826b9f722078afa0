// The build's one read of the catalogue (the store's, or its snapshot's), started as early as the build can start it.
// Astro calls a route's getStaticPaths only after it has bundled the whole site, which takes seconds and reads
// nothing; the read needs nothing from the bundle. So the build's integration (integrations/catalogue-read.ts)
// starts the read when the build starts, and the pages take that same read when they first need the catalogue
// (catalogue.ts). The two are different module instances (Astro loads the integration with the configuration, the
// pages from their bundle), so the started read is handed over through a global symbol. Plain Node: nothing here
// needs Vite.
import { checkCatalogue, readCatalogue, type CatalogueLists } from "./catalogue-read.ts";
import { loadBuildSnapshot, snapshotOfBuild } from "./snapshot.ts";
import { storefrontConfig } from "./config.ts";

const startedReadKey = Symbol.for("harvest-and-hearth:started-catalogue-read");

type StartedRead = {
  /** What the read was made from: the store's settings and the snapshot file, as the starter saw them. */
  source: string;
  lists: Promise<CatalogueLists>;
};
type Holder = { [startedReadKey]?: StartedRead };

/**
 * The catalogue this build renders: the snapshot named by CATALOGUE_SNAPSHOT (which must be of the store and API
 * version the build is configured for), else one read of the store.
 */
async function readLists(): Promise<CatalogueLists> {
  const file = snapshotOfBuild();
  if (!file) return readCatalogue();
  const { summary, lists } = await loadBuildSnapshot(file);
  console.log(`[storefront] rendering from the catalogue snapshot ${file} (${summary.counts.products} products, read ${summary.header.readAt}); no request to the store`);
  return checkCatalogue(lists);
}

/**
 * The settings a read depends on. The pages read theirs through Vite (import.meta.env), the integration through
 * process.env: a read started under other settings than the pages see is not theirs to take.
 */
function readSource(): string {
  return JSON.stringify({ store: storefrontConfig(), snapshot: snapshotOfBuild() ?? null });
}

/**
 * Starts the read for the pages to take later (takeCatalogueRead). Settings that cannot be read start nothing: the
 * pages then read, and report the settings' error, themselves.
 */
export function startCatalogueRead(): void {
  const holder = globalThis as Holder;
  if (holder[startedReadKey]) return;
  let source: string;
  try {
    source = readSource();
  } catch {
    return;
  }
  const lists = readLists();
  // A failure is the pages' to report: it reaches the page that takes this read and awaits it.
  lists.catch(() => {});
  holder[startedReadKey] = { source, lists };
}

/**
 * The catalogue's lists for this build: the read started with the build when it was made from the settings the
 * caller sees, else a read started now. A started read is handed over once; the caller keeps it.
 */
export async function takeCatalogueRead(): Promise<CatalogueLists> {
  const holder = globalThis as Holder;
  const started = holder[startedReadKey];
  if (started) {
    delete holder[startedReadKey];
    if (started.source === readSource()) return started.lists;
    console.warn("[storefront] the catalogue read started with the build used other store settings than the pages; reading again");
  }
  return readLists();
}

/**
 * Hands the pages of the next build in this process these lists instead of a read of their own: the rebuilder's warm
 * builder (services/rebuilder/warm-builder.ts) reads the catalogue itself, whole or as changes to its last read, and
 * keeps what it read. A read already started and not taken is replaced.
 */
export function handCatalogueToBuild(lists: Promise<CatalogueLists>): void {
  lists.catch(() => {}); // the pages' to report, as with a started read
  (globalThis as Holder)[startedReadKey] = { source: readSource(), lists };
}
