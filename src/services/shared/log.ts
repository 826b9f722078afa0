// Structured logging for the services: one JSON object per line on stdout, so that whatever collects a service's
// output (journald, a container runtime, a log shipper) can filter by service and event without parsing prose.
import { StringDecoder } from "node:string_decoder";
import { format } from "node:util";

export type LogFields = Record<string, unknown>;
export type Logger = (event: string, fields?: LogFields) => void;

/** Writes `{"time", "service", "event", ...fields}` lines to `write` (stdout by default). */
export function jsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  now: () => Date = () => new Date(),
  service: "rebuilder" | "reviews" = "rebuilder",
): Logger {
  return (event, fields = {}) => {
    write(JSON.stringify({ time: now().toISOString(), service, event, ...fields }, errorsAsText));
  };
}

/** Errors keep their message in JSON (JSON.stringify writes `{}` for an Error). */
function errorsAsText(_key: string, value: unknown): unknown {
  return value instanceof Error ? value.message : value;
}

/** The review service's form of a logger: one object with its `event` among the fields. */
export function eventLog(log: Logger): (line: LogFields) => void {
  return ({ event, ...fields }) => log(String(event ?? "log"), fields);
}

/** A logger that drops everything (tests). */
export const silentLogger: Logger = () => {};

/**
 * Library code the builds reuse (the storefront client, the catalogue's paging) reports with console.log/warn.
 * In the service those lines become JSON lines too, so stdout stays machine-readable; returns the undo.
 */
export function routeConsoleTo(log: Logger): () => void {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const route = (level: string) => (...args: unknown[]) => log("console", { level, message: format(...args) });
  console.log = route("info");
  console.info = route("info");
  console.warn = route("warn");
  console.error = route("error");
  return () => Object.assign(console, saved);
}

/**
 * The last lines of a build's or a deploy's output, for the status page: bounded in count and in line length, so
 * a build that prints megabytes cannot grow the service's memory.
 */
export class Tail {
  readonly #lines: string[] = [];
  readonly #max: number;
  readonly #maxLineLength: number;

  constructor(max = 40, maxLineLength = 2_000) {
    this.#max = max;
    this.#maxLineLength = maxLineLength;
  }

  push(line: string): void {
    this.#lines.push(line.length > this.#maxLineLength ? `${line.slice(0, this.#maxLineLength)}…` : line);
    if (this.#lines.length > this.#max) this.#lines.shift();
  }

  lines(): string[] {
    return [...this.#lines];
  }
}

/**
 * Splits a stream of chunks into lines (a chunk may end mid-line); `flush` hands over what is left at the end.
 * ANSI colour codes are removed: the lines end up in JSON, where they are noise.
 */
export function lineSplitter(onLine: (line: string) => void): { write: (chunk: Buffer | string) => void; flush: () => void } {
  let rest = "";
  // A chunk may also end inside a multi-byte character; the decoder holds such bytes back until the next chunk.
  const decoder = new StringDecoder("utf8");
  const emit = (line: string) => {
    // eslint-disable-next-line no-control-regex
    const clean = line.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\r$/, "");
    if (clean.trim() !== "") onLine(clean);
  };
  return {
    write(chunk) {
      const text = rest + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const lines = text.split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) emit(line);
    },
    flush() {
      rest += decoder.end();
      if (rest) emit(rest);
      rest = "";
    },
  };
}
