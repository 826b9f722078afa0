// One rebuilder per root: <root>/rebuilder.lock holds the pid of the process that owns it. Written by hand rather
// than with proper-lockfile, whose staleness is a lock file's age (kept fresh by a timer): here a lock is stale
// exactly when the process it names is gone, which a machine can tell at once, and the lock is never taken from a
// live rebuilder that is busy in a long build.
import { randomBytes } from "node:crypto";
import { link, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

/** Another live process already owns the root. */
export class LockedError extends Error {
  override name = "LockedError";
}

/**
 * Roots this process holds the lock of. A lock file naming our own pid is ours only if it is listed here; otherwise
 * it was left by an earlier process that had the same pid (a container's first process is always pid 1).
 */
const heldHere = new Set<string>();

export class RootLock {
  readonly #root: string;
  readonly #lockFile: string;
  /** The root as an absolute path: how this process remembers which roots it holds. */
  readonly #key: string;
  #locked = false;

  constructor(root: string, lockFile: string) {
    this.#root = root;
    this.#lockFile = lockFile;
    this.#key = resolve(root);
  }

  /**
   * Creates the lock file exclusively with our pid. A lock naming a process that is gone (or naming none) is stale
   * and is taken over; one naming a live process stops this one with a sentence.
   */
  async take(): Promise<void> {
    if (this.#locked) return;
    for (let tries = 0; tries < 5; tries++) {
      // Written whole beside the lock, then linked to its name: link() fails if the name exists (as O_EXCL does),
      // and the lock never exists without its pid, so nobody reads a half-written one as stale.
      const mine = join(this.#root, `.lock-${process.pid}-${randomBytes(4).toString("hex")}`);
      await writeFile(mine, `${process.pid}\n`, { flag: "wx" });
      try {
        await link(mine, this.#lockFile);
        this.#locked = true;
        heldHere.add(this.#key);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // ENOENT: a process that just took the lock cleared our file away with its leftovers; ask again.
        if (code === "ENOENT") continue;
        if (code !== "EEXIST") throw error;
      } finally {
        await rm(mine, { force: true });
      }
      const holder = await readLockPid(this.#lockFile);
      if (holder !== null && this.#alive(holder)) {
        throw new LockedError(
          `${this.#root} is in use by another rebuilder (pid ${holder}, ${this.#lockFile}); stop it or give this one its own REBUILDER_ROOT`,
        );
      }
      // Stale. It is moved aside rather than deleted, and then checked: if another process took the stale lock
      // over between our read and the move, what we moved is that process's fresh lock, and it is put back.
      const aside = join(this.#root, `.lock-${process.pid}-${randomBytes(4).toString("hex")}`);
      try {
        await rename(this.#lockFile, aside);
      } catch {
        continue; // gone already: try to create it again
      }
      const moved = await readLockPid(aside);
      if (moved !== holder && moved !== null && this.#alive(moved)) {
        await rename(aside, this.#lockFile).catch(() => {});
        continue;
      }
      await rm(aside, { force: true });
    }
    throw new LockedError(`could not take the lock ${this.#lockFile}; another process keeps taking it`);
  }

  /** Whether `pid` is a running process other than a stale record of our own. */
  #alive(pid: number): boolean {
    if (pid === process.pid) return heldHere.has(this.#key);
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it exists but belongs to someone else, which is still a live holder.
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  }

  /** Gives the lock up. Safe to call twice. */
  async release(): Promise<void> {
    if (!this.#locked) return;
    this.#locked = false;
    heldHere.delete(this.#key);
    // Only a lock that still names us is removed: never one another process took over meanwhile.
    if ((await readLockPid(this.#lockFile)) === process.pid) await rm(this.#lockFile, { force: true });
  }
}

/** The pid a lock file names, or null when it is missing or holds no pid. */
async function readLockPid(file: string): Promise<number | null> {
  const text = await readFile(file, "utf8").catch(() => "");
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}
