// The committed video clips (media/videos/{key}.webm and .mp4), looked up by key.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the committed clips live. */
export const VIDEO_DIR = join(dirname(fileURLToPath(import.meta.url)), "videos");

/** Absolute path of a committed clip, or null when there is none (or the key is not a plain file name). */
export function videoFile(key: string, ext: "webm" | "mp4"): string | null {
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(key) || (ext !== "webm" && ext !== "mp4")) return null;
  const file = join(VIDEO_DIR, `${key}.${ext}`);
  return existsSync(file) ? file : null;
}
