// How the Astro preload changes what Node's file functions do for some paths (break-links.ts, page-copies.ts): a
// function is replaced on the fs module objects, and the ES module exports are synced with them, so that
// `import { writeFile } from "node:fs/promises"` gets the replacement too.
import { syncBuiltinESMExports } from "node:module";
import { isAbsolute, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** A path as Node's file functions take it (a string, a Buffer or a file: URL), made absolute; null for anything else. */
function pathOf(target: unknown): string | null {
  if (target instanceof URL) return target.protocol === "file:" ? fileURLToPath(target) : null;
  if (typeof target !== "string" && !Buffer.isBuffer(target)) return null; // a file descriptor, a FileHandle
  const path = Buffer.isBuffer(target) ? target.toString("utf8") : target;
  return isAbsolute(path) ? path : resolve(path);
}

/** Whether a path argument names `dir` or something in it: its absolute path when it does, else null. */
export function within(dir: string): (target: unknown) => string | null {
  const root = resolve(dir);
  return (target) => {
    const path = pathOf(target);
    return path !== null && (path === root || path.startsWith(root + sep)) ? path : null;
  };
}

type Fn = (this: unknown, ...args: unknown[]) => unknown;

/** One function to replace: `make` gets the original and returns what is called instead. */
export type FsReplacement = { owner: object; name: string; make: (original: Fn) => Fn };

/** A replacement that calls `hook` with the arguments first, then the original as it was called. */
export function runBefore(owner: object, name: string, hook: (...args: unknown[]) => void): FsReplacement {
  return {
    owner,
    name,
    make: (original) =>
      function (this: unknown, ...args: unknown[]) {
        hook(...args);
        return original.apply(this, args);
      },
  };
}

/** Puts the replacements in place. Returns a function that puts every original back (for tests). */
export function replaceFsFunctions(replacements: readonly FsReplacement[]): () => void {
  const originals: [Record<string, unknown>, string, unknown][] = [];
  for (const { owner, name, make } of replacements) {
    const table = owner as Record<string, unknown>;
    const original = table[name] as Fn;
    originals.push([table, name, original]);
    const replacement = make(original);
    Object.defineProperty(replacement, "name", { value: original.name });
    table[name] = replacement;
  }
  syncBuiltinESMExports();
  return () => {
    for (const [table, name, original] of originals.reverse()) table[name] = original;
    syncBuiltinESMExports();
  };
}
