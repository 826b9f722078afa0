// The rebuilder's warm builder: a child process that makes one Astro build into the work folder and then stays,
// keeping that build's renderer, so that the builds after it skip what every Astro build pays whatever changed:
// starting Astro and bundling the site (about 4 s at 10,000 products), and reading the whole catalogue again
// (about 3.5 s there; docs/PERFORMANCE.md, "Rebuilds").
//
// The first build is Astro's own (`build()` from "astro", the work folder's incremental build). Astro hands the
// pages to a prerenderer, an integration API (`setPrerenderer`); this process wraps Astro's default one and keeps it
// after the build, with the bundle of the pages it loaded. A later build then:
// 1. reads the catalogue: as changes to the last read when webhooks named every changed item
//    (lib/storefront/catalogue-changes.ts), else whole;
// 2. lets the pages' modules forget the last build's data (lib/build-state.ts) and Astro its getStaticPaths results;
// 3. asks the kept renderer for every page's path, props and cache key, and renders exactly the pages whose key
//    changed or that have none, writing them where Astro writes them; pages gone are removed;
// 4. keeps Astro's incremental manifest true to the folder (a later cold build trusts it), and runs the site's
//    `astro:build:done` integrations (sitemap, `_headers`, `_redirects`, robots.txt) over the new page list.
// The bundle's code and settings are the first build's, so the rebuilder sends a build here only with the same
// settings (warm-client.ts); a changed code fingerprint gets a new process (incremental.ts). A build that fails
// here leaves the process unusable: the rebuilder stops it, and its next build is cold.
//
// Protocol (Node's IPC channel): in, `{ type: "build", notesFile, items }`; out, `{ type: "done", ... }` or
// `{ type: "failed", name, message }`. Output goes to stdout line by line, as Astro's does.
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import type { AstroIntegration, AstroIntegrationLogger } from "astro";
import { build } from "astro";
import { buildNotesVariable } from "../../lib/build-notes.ts";
import { startNewBuild } from "../../lib/build-state.ts";
import { copyLists, patchable, readCatalogueChanges, type ChangedItem } from "../../lib/storefront/catalogue-changes.ts";
import { readCatalogue, type CatalogueLists } from "../../lib/storefront/catalogue-read.ts";
import { handCatalogueToBuild } from "../../lib/storefront/catalogue-start.ts";
import { manifestName } from "./astro-manifest.ts";
import { removeWithEmptyFolders } from "./release-files.ts";

export type WarmBuildRequest = { type: "build"; notesFile: string; items: ChangedItem[] | null };
export type WarmBuildReply =
  | { type: "done"; read: "whole" | "changes" }
  /** `touched`: whether the build had begun to change the work folder (else it is as the last build left it). */
  | { type: "failed"; name: string; message: string; status?: number; touched: boolean };

/** The parts of Astro's route data this builder reads. */
type Route = { type: string; component: string; route: string };
type PathOfPage = { pathname: string; route: Route; cacheKey?: string };
type Prerenderer = {
  getStaticPaths: () => Promise<PathOfPage[]>;
  render: (request: Request, options: { routeData: Route }) => Promise<Response | { response: Response }>;
  app: { routeCache: { clearAll: () => void }; getOptions: () => { origin: string; allPages: Record<string, { styles?: unknown[] }> } };
};
type DoneHook = (options: { pages: { pathname: string }[]; dir: URL; assets: Map<string, URL[]>; logger: AstroIntegrationLogger }) => unknown;

const statusPages = new Set(["/404", "/500"]);

/** Where Astro writes a path's file in this site's format (`build.format: "directory"`), relative to the output folder. */
export function outputFileOf(pathname: string, routeType: string): string {
  const path = pathname.replace(/^\/+/, "");
  if (routeType === "endpoint") return path;
  if (path === "") return "index.html";
  if (statusPages.has(pathname)) return `${path}.html`;
  return `${path.replace(/\/+$/, "")}/index.html`;
}

/** The URL Astro renders a path at (its trailingSlash "ignore" with the directory format): pages end in a slash. */
export function requestUrlOf(pathname: string, routeType: string, base: string, origin: string): URL {
  const root = base.endsWith("/") ? base : `${base}/`;
  const path = pathname.replace(/^\/+/, "");
  if (path === "") return new URL(root, origin);
  if (routeType === "endpoint") return new URL(root + path, origin);
  return new URL(`${root}${path.replace(/\/+$/, "")}/`, origin);
}

/** `file` under `root`, refusing a path that would leave it (a handle of "..", say): this process writes nowhere else. */
export function insideFolder(root: string, file: string): string {
  const path = join(root, file);
  const rest = relative(root, path);
  if (rest === "" || rest.startsWith("..") || isAbsolute(rest)) throw new Error(`${JSON.stringify(file)} is not a path inside the output folder`);
  return path;
}

/** A page's name as Astro gives it to `astro:build:done` (directory format: no leading slash, a trailing one). */
const pageNameOf = (pathname: string) => pathname.replace(/\/?$/, "/").replace(/^\//, "");

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function integrationLogger(label: string): AstroIntegrationLogger {
  const logger = {
    label,
    options: { destination: { write: () => true }, level: "info" },
    info: (message: string) => say(`[${label}] ${message}`),
    warn: (message: string) => say(`[${label}] warning: ${message}`),
    error: (message: string) => say(`[${label}] error: ${message}`),
    debug: () => {},
    fork: (next: string) => integrationLogger(next),
  };
  return logger as unknown as AstroIntegrationLogger;
}

type Manifest = { routes: Record<string, { dependencyHash: string; paths: Record<string, { cacheKey?: string; outputFile: string }> }> };

/** Products named but not shown, asked for by id, past which a build reads the catalogue whole instead. */
const unseenLimit = 250;

export function warmBuilder(env: NodeJS.ProcessEnv = process.env) {
  const outDir = env.OUT_DIR ?? "";
  const cacheDir = env.ASTRO_CACHE_DIR ?? "";
  if (!outDir || !cacheDir || env.INCREMENTAL_BUILD !== "1") {
    throw new Error("the warm builder builds into the rebuilder's work folder: OUT_DIR, ASTRO_CACHE_DIR and INCREMENTAL_BUILD=1 must be set");
  }
  let prerenderer: Prerenderer | null = null;
  /**
   * Each page's stylesheets in the order Astro had them before its build rendered a page. Astro sorts that list in
   * place every time it renders a page of the route, with a comparison that is not a consistent order for sheets it
   * ranks equal: sorted again, a list can change, and a page rendered a second time in one process would list its
   * styles differently from the same page rendered once by a new build. Every warm render starts from this order.
   */
  let unsortedStyles: [list: unknown[], order: unknown[]][] = [];
  let doneHooks: { name: string; hook: DoneHook }[] = [];
  let base = "/";
  /** What the last build read, whole or patched: the next build's changes are read against it. */
  let lastRead: CatalogueLists | null = null;
  /** Products webhooks named that the store did not show yet: asked for again by every read of changes. */
  let unseen: string[] = [];
  /** Whether the build under way has begun to change the work folder. */
  let touched = false;
  /** Each path of the last build: its route's file, cache key and kind. */
  let lastPaths = new Map<string, { file: string; cacheKey: string | undefined; component: string }>();

  const capture: AstroIntegration = {
    name: "farm-storefront:warm-builder",
    hooks: {
      "astro:config:done": ({ config }) => {
        base = config.base;
        if (config.build.format !== "directory" || config.trailingSlash !== "ignore") {
          throw new Error(`the warm builder writes pages as build.format "directory" with trailingSlash "ignore" does, not ${config.build.format}/${config.trailingSlash}`);
        }
        doneHooks = config.integrations
          .filter((integration) => integration.name !== "farm-storefront:warm-builder" && integration.hooks["astro:build:done"])
          .map((integration) => ({ name: integration.name, hook: integration.hooks["astro:build:done"] as unknown as DoneHook }));
      },
      "astro:build:start": ({ setPrerenderer }) => {
        setPrerenderer((astroDefault) => {
          const kept = astroDefault as unknown as Prerenderer;
          return {
            name: "farm-storefront:warm-builder",
            setup: async () => {
              await astroDefault.setup?.();
              const pages = Object.values(kept.app.getOptions().allPages);
              unsortedStyles = pages.flatMap(({ styles }) => (Array.isArray(styles) ? [[styles, [...styles]] as [unknown[], unknown[]]] : []));
            },
            getStaticPaths: () => astroDefault.getStaticPaths(),
            render: (request, options) => astroDefault.render(request, options),
            // Kept for the next builds: its teardown is this process's end.
            teardown: async () => {
              prerenderer = kept;
            },
          };
        });
      },
    },
  };

  const readPaths = async (renderer: Prerenderer) => {
    const paths = await renderer.getStaticPaths();
    return new Map(
      paths.map((path) => [path.pathname, { file: outputFileOf(path.pathname, path.route.type), cacheKey: path.cacheKey, component: path.route.component }]),
    );
  };

  /** Astro's own build into the work folder, reading the catalogue here and handing it over (catalogue-start.ts). */
  const coldBuild = async (): Promise<WarmBuildReply> => {
    const read = readCatalogue();
    handCatalogueToBuild(read.then(copyLists));
    await build({ root: process.cwd(), integrations: [capture] });
    if (!prerenderer) throw new Error("Astro rendered no page through the warm builder's prerenderer");
    lastRead = await read;
    unseen = [];
    lastPaths = await readPaths(prerenderer);
    return { type: "done", read: "whole" };
  };

  const warmBuild = async (renderer: Prerenderer, items: ChangedItem[] | null): Promise<WarmBuildReply> => {
    const started = performance.now();
    const byChanges = lastRead !== null && items !== null && patchable(items) && unseen.length <= unseenLimit;
    say(`[warm] reading the catalogue ${byChanges ? `as changes to the last read (${items!.length} item(s) named by webhooks)` : "whole"}`);
    const read = byChanges ? await readCatalogueChanges(lastRead!, items!, unseen) : { lists: await readCatalogue(), unseen: [] };
    const lists = read.lists;
    if (read.unseen.length > 0) say(`[warm] ${read.unseen.length} product(s) named by webhooks are not shown by the store; asked for again next build`);
    say(`[warm] catalogue read in ${Math.round(performance.now() - started)} ms`);
    startNewBuild();
    renderer.app.routeCache.clearAll();
    handCatalogueToBuild(Promise.resolve(copyLists(lists)));
    const pathsStarted = performance.now();
    const paths = await renderer.getStaticPaths();
    say(`[warm] ${paths.length} paths with their props and keys in ${Math.round(performance.now() - pathsStarted)} ms`);

    const origin = renderer.app.getOptions().origin;
    const next = new Map<string, { file: string; cacheKey: string | undefined; component: string }>();
    const taken = new Set<string>();
    let rendered = 0;
    let reused = 0;
    const renderStarted = performance.now();
    touched = true;
    for (const { pathname, route, cacheKey } of paths) {
      // The first route to give a path wins, as in Astro's build.
      const normalised = pathname.replace(/\/+$/, "");
      if (taken.has(normalised)) continue;
      taken.add(normalised);
      const file = outputFileOf(pathname, route.type);
      next.set(pathname, { file, cacheKey, component: route.component });
      const before = lastPaths.get(pathname);
      if (cacheKey !== undefined && before?.cacheKey === cacheKey && before.component === route.component && existsSync(insideFolder(outDir, file))) {
        reused++;
        continue;
      }
      for (const [list, order] of unsortedStyles) list.splice(0, list.length, ...order);
      const result = await renderer.render(new Request(requestUrlOf(pathname, route.type, base, origin)), { routeData: route as never });
      const response = result instanceof Response ? result : result.response;
      if (response.status >= 300 && response.status < 400) throw new Error(`${pathname} answered a redirect, which only Astro's own build writes`);
      if (!response.body) continue;
      const body = Buffer.from(await response.arrayBuffer());
      const target = insideFolder(outDir, file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, body);
      say(`  ├─ /${file}`);
      rendered++;
    }
    say(`[warm] ${rendered} page(s) rendered in ${Math.round(performance.now() - renderStarted)} ms; ${reused} pages found in place`);

    // Pages of the last build this one no longer has.
    const files = new Set([...next.values()].map(({ file }) => file));
    const gone = [...lastPaths.values()].map(({ file }) => file).filter((file) => !files.has(file));
    for (const file of gone) {
      insideFolder(outDir, file); // refuses a path that would leave the work folder
      await removeWithEmptyFolders(outDir, file);
    }
    if (gone.length > 0) say(`[warm] ${gone.length} page(s) of the last build are gone from this one`);

    // Astro's manifest, as its own build would leave it: every keyed path with its key and file.
    const manifestFile = join(cacheDir, manifestName);
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Manifest;
    const kept = new Map(Object.entries(manifest.routes).map(([component, route]) => [component, route.paths]));
    for (const route of Object.values(manifest.routes)) route.paths = {};
    for (const [pathname, { file, cacheKey, component }] of next) {
      if (cacheKey === undefined) continue;
      // A route Astro's build gave no page yet (the blog's second list page, say) has no entry: one is made with no
      // code digest, which a later cold build never matches, so that it renders the route's pages itself.
      const route = (manifest.routes[component] ??= { dependencyHash: "", paths: {} });
      const old = kept.get(component)?.[pathname];
      route.paths[pathname] = old?.cacheKey === cacheKey ? old : { cacheKey, outputFile: encodeURI(file) };
    }
    await writeFile(manifestFile, JSON.stringify(manifest, null, "\t"));

    const hooksStarted = performance.now();
    const pages = paths.filter(({ route }) => route.type === "page").map(({ pathname }) => ({ pathname: pageNameOf(pathname) }));
    // @astrojs/sitemap writes a file per 45,000 URLs and removes none: the last build's are removed first, so that
    // a catalogue that shrank past such a step does not keep serving a file of pages it no longer has.
    for (const entry of await readdir(outDir)) if (/^sitemap-.*\.xml$/.test(entry)) await rm(join(outDir, entry), { force: true });
    const dir = pathToFileURL(`${outDir.replace(/\/+$/, "")}/`);
    for (const { name, hook } of doneHooks) await hook({ pages, dir, assets: new Map(), logger: integrationLogger(name) });
    say(`[warm] ${doneHooks.map(({ name }) => name).join(", ")} written in ${Math.round(performance.now() - hooksStarted)} ms`);

    lastRead = lists;
    unseen = read.unseen;
    lastPaths = next;
    return { type: "done", read: byChanges ? "changes" : "whole" };
  };

  const run = async (request: WarmBuildRequest): Promise<WarmBuildReply> => {
    process.env[buildNotesVariable] = request.notesFile;
    touched = !prerenderer; // Astro's own build writes as it goes
    return prerenderer ? warmBuild(prerenderer, request.items) : coldBuild();
  };
  return Object.assign(run, { touchedWorkFolder: () => touched });
}

// As a child process of the rebuilder: builds on request, one at a time, until its parent goes.
if (process.send && import.meta.main) {
  const run = warmBuilder();
  let broken = false;
  process.on("message", (message: WarmBuildRequest) => {
    if (message?.type !== "build") return;
    const answer = broken
      ? Promise.resolve<WarmBuildReply>({ type: "failed", name: "Error", message: "an earlier build failed in this process", touched: false })
      : run(message).catch((error: unknown): WarmBuildReply => {
          broken = true;
          const failure = error instanceof Error ? error : new Error(String(error));
          say(`[warm] the build failed: ${failure.stack ?? failure.message}`);
          // The store's HTTP status, when it answered: the rebuilder tells an outage from a refusal by it (builder.ts).
          const status = (failure as Error & { status?: unknown }).status;
          return { type: "failed", name: failure.name, message: failure.message, touched: run.touchedWorkFolder(), ...(typeof status === "number" ? { status } : {}) };
        });
    void answer.then((reply) => process.send!(reply));
  });
  process.on("disconnect", () => process.exit(0));
}
