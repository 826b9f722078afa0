// What every resolver receives: the indexed catalogue, where this server is reachable (for absolute media URLs) and
// the shared caches. Also the two kinds of errors resolvers raise.
import { GraphQLError } from "graphql";
import type { CatalogueStore } from "../store.ts";
import type { LruCache } from "../lru.ts";
import type { CartStore } from "../carts.ts";
import type { PagingLimits } from "../limits.ts";

export type MediaFiles = {
  /** Absolute path of a committed clip, or null when the file does not exist. */
  videoFile(key: string, ext: "webm" | "mp4"): string | null;
};

export type EmulatorContext = {
  store: CatalogueStore;
  /** Origin of this server as the client reached it, e.g. "http://127.0.0.1:8787". */
  origin: string;
  media: MediaFiles;
  cache: LruCache<unknown>;
  /** The Cart API's carts, kept for the life of the server. */
  carts: CartStore;
  /** How deep lists may be paged and how high counts go (limits.ts). */
  limits: PagingLimits;
};

/** A field or argument the emulator does not serve: an error, never made-up data. */
export function notImplemented(what: string): GraphQLError {
  return new GraphQLError(`${what} is not implemented by the storefront emulator`, {
    extensions: { code: "NOT_IMPLEMENTED" },
  });
}

export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

/** Refuses arguments that were given a value the emulator does not act on (instead of silently ignoring them). */
export function rejectArguments(typeAndField: string, args: Record<string, unknown>, names: readonly string[]): void {
  for (const name of names) {
    if (args[name] != null) throw notImplemented(`Argument '${name}' of '${typeAndField}'`);
  }
}
