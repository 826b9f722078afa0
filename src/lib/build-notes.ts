// What a build tells whoever started it beyond "it worked": a part of the site that was built from a fallback
// because a side service did not answer. The build appends one JSON line per note to the file BUILD_NOTES_FILE
// names (the rebuilder gives each build its own), and always says the same on its console; `npm run build` and the
// rebuilder read the file back to report the build as degraded, with the reason.
import { appendFileSync, readFileSync } from "node:fs";

export const buildNotesVariable = "BUILD_NOTES_FILE";

export type BuildNote = {
  /** The part of the site built from a fallback. */
  part: "reviews";
  /** Why the fresh data could not be had, e.g. "HTTP 503 from http://reviews.example/reviews/all?limit=500". */
  reason: string;
  /** "snapshot": the last good read was used (`snapshotAt` says when it was made); "none": the part is missing. */
  fallback: "snapshot" | "none";
  snapshotAt?: string;
  /** With "none": why no earlier read could be used, e.g. "no snapshot has been kept yet". */
  snapshotMissing?: string;
};

export function noteDegraded(note: BuildNote, env: NodeJS.ProcessEnv = process.env): void {
  const file = env[buildNotesVariable];
  console.warn(`[build] degraded: ${describeNote(note)}`);
  if (file) appendFileSync(file, `${JSON.stringify(note)}\n`);
}

/** The notes a build left; a missing file is a build without notes, and a line that is not a note is skipped. */
export function readBuildNotes(file: string): BuildNote[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return text.split("\n").flatMap((line) => {
    if (!line.trim()) return [];
    try {
      const note = JSON.parse(line) as Partial<BuildNote>;
      return note.part === "reviews" && typeof note.reason === "string" && (note.fallback === "snapshot" || note.fallback === "none")
        ? [note as BuildNote]
        : [];
    } catch {
      return [];
    }
  });
}

const serviceOf: Record<BuildNote["part"], string> = { reviews: "review service" };

export function describeNote(note: BuildNote): string {
  const what = `the ${serviceOf[note.part]} did not answer (${note.reason})`;
  return note.fallback === "snapshot"
    ? `${what}; product pages show the reviews read at ${note.snapshotAt ?? "an earlier build"}`
    : `${what} and ${note.snapshotMissing ?? "no snapshot has been kept yet"}; product pages were written without reviews`;
}
