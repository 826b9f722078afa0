// Build folders, the atomic swap of the `live` symlink, pruning and rollback, and the root's lock, on a real
// temporary folder.
import { spawn } from "node:child_process";
import { lstat, mkdir, readdir, readFile, readlink, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isBuildId, LockedError, newBuildId, Releases, RollbackError } from "../../../src/services/rebuilder/releases.ts";
import { tempDir } from "./support.ts";

let root: { dir: string; remove: () => void };
let releases: Releases;
let clock = Date.parse("2026-11-01T12:00:00Z");

beforeEach(async () => {
  root = tempDir("rebuilder-releases-");
  releases = new Releases(root.dir);
  await releases.open();
});
afterEach(async () => {
  await releases.close();
  root.remove();
});

/** A finished build with one page saying `text`. */
async function built(text: string): Promise<string> {
  clock += 1000;
  const { id, dir } = releases.prepare(new Date(clock));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "index.html"), text);
  return id;
}
const liveText = () => readFile(join(releases.liveLink, "index.html"), "utf8");

describe("build ids and folders", () => {
  it("gives each build a fresh, sortable id and a folder that does not exist yet", async () => {
    const a = newBuildId(new Date("2026-11-01T12:00:00.001Z"));
    const b = newBuildId(new Date("2026-11-01T12:00:00.002Z"));
    expect(isBuildId(a)).toBe(true);
    expect(a < b).toBe(true);
    expect(a.startsWith("20261101T120000001Z-")).toBe(true);
    const { dir } = releases.prepare();
    await expect(lstat(dir)).rejects.toThrow();
    expect(dir.startsWith(join(root.dir, "builds"))).toBe(true);
  });

  it("refuses names that are not build ids (no path tricks through an id)", () => {
    expect(isBuildId("../../etc")).toBe(false);
    expect(() => releases.dirOf("../live")).toThrow(/not a build id/);
  });
});

describe("publish", () => {
  it("points live at the new build with a relative symlink, and records it as good", async () => {
    expect(await releases.liveId()).toBeNull();
    const first = await built("one");
    await releases.publish(first);
    expect((await lstat(releases.liveLink)).isSymbolicLink()).toBe(true);
    expect(await readlink(releases.liveLink)).toBe(join("builds", first));
    expect(await liveText()).toBe("one");
    const second = await built("two");
    await releases.publish(second);
    expect(await releases.liveId()).toBe(second);
    expect(await liveText()).toBe("two");
    expect(await releases.good()).toEqual([first, second]);
    expect(await releases.previousId()).toBe(first);
    // No temporary link is left behind.
    expect((await readdir(root.dir)).sort()).toEqual(["builds", "live", "rebuilder.lock", "releases.json"]);
  });

  it("refuses to publish a build whose folder does not exist, leaving live as it was", async () => {
    const first = await built("one");
    await releases.publish(first);
    await expect(releases.publish(newBuildId())).rejects.toThrow();
    expect(await releases.liveId()).toBe(first);
  });

  it("swaps first and records after: a swap that fails leaves the build out of the good list", async () => {
    const first = await built("one");
    await releases.publish(first);
    // Someone put a real folder where the link was: the rename of the new link over it fails.
    await rm(releases.liveLink);
    await mkdir(join(releases.liveLink, "x"), { recursive: true });
    const second = await built("two");
    await expect(releases.publish(second)).rejects.toThrow();
    expect(await releases.good()).toEqual([first]);
  });

  it("discard removes a build folder but never the live one", async () => {
    const first = await built("one");
    await releases.publish(first);
    const failed = await built("broken");
    await releases.discard(failed);
    await releases.discard(first);
    expect(await readdir(releases.buildsDir)).toEqual([first]);
  });
});

describe("prune", () => {
  it("keeps the newest N good builds, plus the live one and the one before it", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await built(`build ${i}`));
      await releases.publish(ids.at(-1)!);
    }
    const removed = await releases.prune(2);
    expect(removed.sort()).toEqual(ids.slice(0, 4).sort());
    expect((await readdir(releases.buildsDir)).sort()).toEqual(ids.slice(4).sort());
    expect(await releases.good()).toEqual(ids.slice(4));
  });

  it("never removes the live build or its predecessor, even after a rollback and with keep 1", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(await built(`build ${i}`));
      await releases.publish(ids.at(-1)!);
    }
    await releases.rollback(); // live = ids[2], previous = ids[1]
    await releases.prune(1); // newest = ids[3]
    expect((await readdir(releases.buildsDir)).sort()).toEqual(ids.slice(1).sort());
    expect(await liveText()).toBe("build 2");
  });
});

describe("rollback", () => {
  it("points live back at the previous good build, and further back on a second rollback", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await built(`build ${i}`));
      await releases.publish(ids.at(-1)!);
    }
    expect(await releases.rollback()).toEqual({ from: ids[2], to: ids[1] });
    expect(await liveText()).toBe("build 1");
    expect(await releases.rollback()).toEqual({ from: ids[1], to: ids[0] });
    expect(await liveText()).toBe("build 0");
    await expect(releases.rollback()).rejects.toThrow(RollbackError);
    expect(await liveText()).toBe("build 0");
  });

  it("takes the build it leaves out of the good list: a later rollback never returns to it", async () => {
    const a = await built("A");
    const b = await built("B");
    const bad = await built("C-bad");
    for (const id of [a, b, bad]) await releases.publish(id);
    expect(await releases.rollback()).toEqual({ from: bad, to: b });
    expect(await releases.good()).toEqual([a, b]);
    // The next webhook publishes D, which turns out bad too: rolling back goes to B, not to C.
    const d = await built("D");
    await releases.publish(d);
    expect(await releases.good()).toEqual([a, b, d]);
    expect(await releases.previousId()).toBe(b);
    expect(await releases.rollback()).toEqual({ from: d, to: b });
    expect(await liveText()).toBe("B");
  });

  it("rolls back to the newest good build when the live one was never recorded (a stop between swap and record)", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await built(`build ${i}`));
      await releases.publish(ids.at(-1)!);
    }
    await writeFile(join(root.dir, "releases.json"), JSON.stringify({ good: ids.slice(0, 2) }));
    expect(await releases.previousId()).toBe(ids[1]);
    expect(await releases.rollback()).toEqual({ from: ids[2], to: ids[1] });
  });

  it("refuses when nothing was published, or only one build", async () => {
    await expect(releases.rollback()).rejects.toThrow(/nothing has been published/);
    await releases.publish(await built("only"));
    await expect(releases.rollback()).rejects.toThrow(RollbackError);
    expect(await liveText()).toBe("only");
  });

  it("skips a previous build whose folder was removed by hand", async () => {
    const { rm } = await import("node:fs/promises");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await built(`build ${i}`));
      await releases.publish(ids.at(-1)!);
    }
    await rm(releases.dirOf(ids[1]!), { recursive: true });
    expect((await releases.rollback()).to).toBe(ids[0]);
  });
});

describe("open", () => {
  it("clears what an interrupted run left (unpublished builds, temporary links) and keeps the good ones", async () => {
    const good = await built("good");
    await releases.publish(good);
    const orphan = await built("never published");
    await mkdir(join(releases.buildsDir, `${good}.incoming-123`));
    await symlink("builds/x", join(root.dir, ".live-99-abcd"));
    await releases.close();
    releases = new Releases(root.dir);
    await releases.open();
    expect(await readdir(releases.buildsDir)).toEqual([good]);
    expect(await readdir(root.dir)).not.toContain(".live-99-abcd");
    expect(orphan).not.toBe(good);
    expect(await liveText()).toBe("good");
  });

  it("refuses a live that is a real folder rather than a symlink", async () => {
    const other = tempDir("rebuilder-realdir-");
    try {
      await mkdir(join(other.dir, "live"));
      await expect(new Releases(other.dir).open()).rejects.toThrow(/not a symlink/);
    } finally {
      other.remove();
    }
  });

  it("says clearly when its history file is corrupt", async () => {
    await writeFile(join(root.dir, "releases.json"), "{not json");
    await expect(releases.good()).rejects.toThrow(/releases.json is not valid JSON/);
  });
});

describe("the root's lock", () => {
  /** The pid of a process that has exited. */
  const deadPid = () =>
    new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
      child.on("error", reject);
      child.on("exit", () => resolve(child.pid!));
    });

  it("lets one Releases own a root at a time, and gives it back on close", async () => {
    expect((await readFile(releases.lockFile, "utf8")).trim()).toBe(String(process.pid));
    const second = new Releases(root.dir);
    await expect(second.open()).rejects.toThrow(LockedError);
    await expect(second.open()).rejects.toThrow(/in use by another rebuilder \(pid \d+/);
    await releases.close();
    await expect(readFile(releases.lockFile)).rejects.toThrow();
    await second.open();
    await second.close();
  });

  it("refuses a root another live process holds, and deletes none of its builds", async () => {
    await releases.close();
    const inProgress = join(releases.buildsDir, newBuildId());
    await mkdir(inProgress);
    // The parent of this test process is alive for as long as the test runs.
    await writeFile(releases.lockFile, `${process.ppid}\n`);
    const other = new Releases(root.dir);
    await expect(other.open()).rejects.toThrow(new RegExp(`pid ${process.ppid}`));
    expect(await readdir(releases.buildsDir)).toContain(inProgress.split("/").at(-1));
    // Its lock is untouched.
    expect((await readFile(releases.lockFile, "utf8")).trim()).toBe(String(process.ppid));
    await rm(releases.lockFile);
  });

  it("takes over a stale lock: one whose process is gone, or one left by an earlier process with our pid", async () => {
    await releases.close();
    await writeFile(releases.lockFile, `${await deadPid()}\n`);
    releases = new Releases(root.dir);
    await releases.open();
    expect((await readFile(releases.lockFile, "utf8")).trim()).toBe(String(process.pid));
    await releases.close();
    // A container restarted: its process has the pid the lock names, but has not taken the lock yet.
    await writeFile(releases.lockFile, `${process.pid}\n`);
    releases = new Releases(root.dir);
    await releases.open();
    expect((await readFile(releases.lockFile, "utf8")).trim()).toBe(String(process.pid));
  });
});
