// The folders the rebuilder builds into and the one it publishes, under one root:
//
//   <root>/builds/<id>/     one folder per build, never written to again once published
//   <root>/live             a symlink to builds/<id>: what is served
//   <root>/releases.json    the good builds, in the order they were published (rollback walks back through it),
//                           and the build the last swap replaced
//   <root>/rebuilder.lock   the pid of the process that owns the root: one rebuilder per root (root-lock.ts)
//
// Publishing is one rename(): a temporary symlink to the new build replaces `live` atomically, so a reader that
// resolves `live` gets the old build or the new one, whole, and never a mix or a missing folder. Old builds are
// deleted only after a publish, and never the live one, the one a rollback would return to, or the one the last
// swap replaced, so a reader that resolved `live` just before a swap still finds its files. A build an editor
// rolled back from leaves the good list: it is never a rollback target again.
import { randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { RootLock } from "./root-lock.ts";

export { LockedError } from "./root-lock.ts";

/** Build ids: a UTC timestamp (sortable, readable in the status) and a random suffix. */
const idPattern = /^\d{8}T\d{9}Z-[0-9a-f]{6}$/;

export function isBuildId(value: unknown): value is string {
  return typeof value === "string" && idPattern.test(value);
}

export function newBuildId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, ""); // 20261101T120000123Z
  return `${stamp}-${randomBytes(3).toString("hex")}`;
}

export class RollbackError extends Error {
  override name = "RollbackError";
}

/** What releases.json holds. */
type History = { good: string[]; replaced: string | null };

export class Releases {
  readonly root: string;
  readonly buildsDir: string;
  /** The symlink that is served. */
  readonly liveLink: string;
  readonly #historyFile: string;
  readonly lockFile: string;
  /** Publish, rollback and prune change `live` and the history; one at a time. */
  #chain: Promise<unknown> = Promise.resolve();
  readonly #lock: RootLock;

  constructor(root: string) {
    this.root = root;
    this.buildsDir = join(root, "builds");
    this.liveLink = join(root, "live");
    this.#historyFile = join(root, "releases.json");
    this.lockFile = join(root, "rebuilder.lock");
    this.#lock = new RootLock(root, this.lockFile);
  }

  /**
   * Prepares the root: takes its lock, creates it, refuses a `live` that is not a symlink (someone's real folder,
   * which a rename would not replace), and removes what an interrupted run left: unpublished build folders and
   * temporary links. The lock comes first: the clean-up would delete another process's build in progress.
   */
  async open(): Promise<void> {
    await mkdir(this.buildsDir, { recursive: true });
    await this.#lock.take();
    try {
      const live = await lstat(this.liveLink).catch(() => null);
      if (live && !live.isSymbolicLink()) {
        throw new Error(`${this.liveLink} exists and is not a symlink; move it away so the rebuilder can manage it`);
      }
      const history = await this.#history();
      const kept = new Set(history.good);
      if (history.replaced) kept.add(history.replaced);
      const liveId = await this.liveId();
      for (const entry of await readdir(this.buildsDir)) {
        if (!kept.has(entry) && entry !== liveId) await rm(join(this.buildsDir, entry), { recursive: true, force: true });
      }
      for (const entry of await readdir(this.root)) {
        if (entry.startsWith(".live-") || entry.startsWith(".releases-") || entry.startsWith(".lock-")) {
          await rm(join(this.root, entry), { force: true });
        }
      }
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  /** Gives the root's lock up (the folders stay); a later open() takes it again. Safe to call twice. */
  async close(): Promise<void> {
    await this.#lock.release();
  }

  /** A fresh, not yet existing folder for a new build. */
  prepare(now: Date = new Date()): { id: string; dir: string } {
    const id = newBuildId(now);
    return { id, dir: this.dirOf(id) };
  }

  dirOf(id: string): string {
    if (!isBuildId(id)) throw new Error(`not a build id: ${JSON.stringify(id)}`);
    return join(this.buildsDir, id);
  }

  /** The id of the build `live` points at, or null before the first publish. */
  async liveId(): Promise<string | null> {
    try {
      const id = basename(await readlink(this.liveLink));
      return isBuildId(id) ? id : null;
    } catch {
      return null;
    }
  }

  /** The good builds, oldest first (the order they were first published). */
  async good(): Promise<string[]> {
    return (await this.#history()).good;
  }

  async #history(): Promise<History> {
    let raw: string;
    try {
      raw = await readFile(this.#historyFile, "utf8");
    } catch {
      return { good: [], replaced: null };
    }
    try {
      const parsed = JSON.parse(raw) as { good?: unknown; replaced?: unknown };
      return {
        good: Array.isArray(parsed.good) ? parsed.good.filter(isBuildId) : [],
        replaced: isBuildId(parsed.replaced) ? parsed.replaced : null,
      };
    } catch {
      throw new Error(`${this.#historyFile} is not valid JSON; fix or remove it (the live build stays as it is)`);
    }
  }

  /** The good build published before the live one: what a rollback returns to, and what pruning keeps. */
  async previousId(): Promise<string | null> {
    const [good, live] = [await this.good(), await this.liveId()];
    return previousOf(good, live);
  }

  /**
   * Makes a finished build the live one, then records it as good. In that order: a swap that fails leaves no
   * never-served build in the good list for a rollback to land on, and a crash between the two leaves a live
   * build that is not in the list, which previousOf treats as newer than every good build.
   */
  publish(id: string): Promise<void> {
    return this.#serial(async () => {
      await stat(this.dirOf(id)); // a build folder that is not there must not become `live`
      const replaced = await this.liveId();
      await this.#pointLiveAt(id);
      const good = (await this.good()).filter((entry) => entry !== id);
      await this.#writeHistory({ good: [...good, id], replaced: replaced === id ? null : replaced });
    });
  }

  /** Removes a build that will not be published (it failed or was refused). Never the live build. */
  async discard(id: string): Promise<void> {
    if (id === (await this.liveId())) return;
    await rm(this.dirOf(id), { recursive: true, force: true });
  }

  /**
   * Points `live` back at the good build published before the live one, and takes the build it leaves out of the
   * good list: an editor rolled it back because it is bad, so no later rollback may return to it. The list is
   * written before the swap: a crash between the two leaves the bad build live but already out of the list, and
   * rolling back again still goes to the right build.
   */
  rollback(): Promise<{ from: string | null; to: string }> {
    return this.#serial(async () => {
      const good = await this.good();
      const from = await this.liveId();
      let to = previousOf(good, from);
      // Skip any entry whose folder went missing (removed by hand): rolling back to nothing would serve nothing.
      while (to && !(await exists(this.dirOf(to)))) to = previousOf(good, to);
      if (!to) throw new RollbackError(from ? `there is no good build before ${from} to return to` : "nothing has been published yet");
      await this.#writeHistory({ good: good.filter((id) => id !== from), replaced: from });
      await this.#pointLiveAt(to);
      return { from, to };
    });
  }

  /**
   * Keeps the newest `keep` good builds (the live one counts among them when it is one) and deletes every other
   * build folder, except three that are always kept, even beyond `keep`: the live build, the one a rollback would
   * return to, and the one the last swap replaced (a reader may have resolved `live` just before that swap).
   * Returns the ids removed.
   */
  prune(keep: number): Promise<string[]> {
    return this.#serial(async () => {
      const { good, replaced } = await this.#history();
      const live = await this.liveId();
      const kept = new Set(good.slice(Math.max(0, good.length - Math.max(1, keep))));
      if (live) kept.add(live);
      const previous = previousOf(good, live);
      if (previous) kept.add(previous);
      if (replaced) kept.add(replaced);
      const removed: string[] = [];
      for (const entry of await readdir(this.buildsDir)) {
        if (kept.has(entry) || !isBuildId(entry)) continue;
        await rm(join(this.buildsDir, entry), { recursive: true, force: true });
        removed.push(entry);
      }
      await this.#writeHistory({ good: good.filter((id) => kept.has(id)), replaced });
      return removed;
    });
  }

  /** Creates a new symlink beside `live` and renames it over `live`: the one atomic step of a publish. */
  async #pointLiveAt(id: string): Promise<void> {
    const temp = join(this.root, `.live-${process.pid}-${randomBytes(4).toString("hex")}`);
    // Relative, so the root can be moved or mounted elsewhere (a container volume) and still resolve.
    await symlink(join("builds", id), temp, "dir");
    try {
      await rename(temp, this.liveLink);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async #writeHistory(history: History): Promise<void> {
    const temp = join(this.root, `.releases-${process.pid}-${randomBytes(4).toString("hex")}`);
    await writeFile(temp, `${JSON.stringify(history, null, 2)}\n`);
    await rename(temp, this.#historyFile);
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#chain.then(work, work);
    this.#chain = next.catch(() => {});
    return next;
  }
}

/**
 * The good build before `id`. A live build missing from the list (rolled back from, or published by a run that
 * stopped before recording it) comes after every good build, so the newest good one is its predecessor.
 */
function previousOf(good: readonly string[], id: string | null): string | null {
  if (!id) return null;
  const index = good.indexOf(id);
  if (index === -1) return good.at(-1) ?? null;
  return index > 0 ? good[index - 1]! : null;
}

/** Whether anything is at `path`. */
async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
