// `npm run build`'s command line for the steps of a large shop's build (scripts/build.ts): an option mistyped or
// combined with one it does not go with is refused with a sentence before anything is read or built, instead of
// being passed to Astro (which ignores what it does not know) and publishing an unsharded build.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const buildScript = fileURLToPath(new URL("../../../scripts/build.ts", import.meta.url));
function run(args: string[]) {
  // No store is named and no port is opened: each of these must stop before the emulator would start.
  const result = spawnSync(process.execPath, [buildScript, ...args], { encoding: "utf8", env: { ...process.env, OUT_DIR: "/nonexistent/never-written" } });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("the build's step options", { timeout: 60_000 }, () => {
  const refusals: [string[], RegExp][] = [
    [["--shards=4"], /write --shards and its value apart \('--shards 4'\), not '--shards=4'/],
    [["--shard=2/4"], /write --shard and its value apart/],
    [["--shards", "65"], /--shards must be at most 64, not 65/],
    [["--shards", "0"], /--shards must be a whole number of at least 1, not '0'/],
    [["--shard", "5/4", "--snapshot", "s.jsonl", "--shard-out", "d"], /a shard is named I\/N with 1 ≤ I ≤ N ≤ 64 \(e\.g\. 2\/4\), not '5\/4'/],
    [["--shard", "2/4", "--snapshot", "s.jsonl"], /--shard I\/N needs --snapshot FILE and --shard-out DIR/],
    [["--shard-out", "d"], /--shard-out names where a shard goes: it needs --shard I\/N/],
    [["--parallel", "2"], /--parallel says how many shards run at once: it needs --shards N/],
    [["--snapshot", "s.jsonl", "--shards", "2"], /--snapshot renders from a snapshot already read/],
    [["--merge", "a", "--shards", "2"], /separate steps: name one/],
    [["--merge"], /--merge needs the shard folders to merge/],
    [["--merge", "--link"], /--merge needs the shard folders to merge/],
    [["--link", "--shards", "2"], /--link says how --merge places the shards' files: it needs --merge DIR\.\.\./],
    [["--merge", "a", "--link=yes"], /--link takes no value, not '--link=yes'/],
    [["--merge", "a", "--move=yes"], /--move takes no value, not '--move=yes'/],
    [["--move", "--shards", "2"], /--move says how --merge places the shards' files: it needs --merge DIR\.\.\./],
    [["--merge", "a", "--link", "--move"], /--link and --move are two ways to place the shards' files: name one/],
    [["--shards", "2", "--verbose"], /unknown option --verbose/],
  ];
  for (const [args, reason] of refusals) {
    it(`refuses ${args.join(" ")}`, () => {
      const { status, output } = run(args);
      expect(status).toBe(1);
      expect(output).toMatch(/Build failed; the previous site, if any, is untouched\./);
      expect(output).toMatch(reason);
    });
  }
});
