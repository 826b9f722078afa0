// What a build keeps between its pages (the catalogue's mapped lists, the farms' product lists, the reviews), let go
// when the same process builds again. The rebuilder's warm builder (services/rebuilder/warm-builder.ts) keeps one
// Astro build's renderer alive and renders changed pages with a newer catalogue; every module that keeps a build's
// data registers how to forget it here. The registry lives on the global object, not in this module: the pages'
// bundle and the builder load their own copies of the site's modules, and the builder must reach the bundle's.

const resetsKey = Symbol.for("harvest-and-hearth:build-state-resets");
type Holder = { [resetsKey]?: Set<() => void> };

function resets(): Set<() => void> {
  return ((globalThis as Holder)[resetsKey] ??= new Set());
}

/** Registers how this module forgets the data of the build it served: called once per module, at its load. */
export function forgetOnNewBuild(forget: () => void): void {
  resets().add(forget);
}

/** Forgets what every registered module kept of the last build, so that the next one reads its data afresh. */
export function startNewBuild(): void {
  for (const forget of resets()) forget();
}
