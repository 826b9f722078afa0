// Which Storefront API versions the emulator answers, worked out from Shopify's release calendar rather than kept
// as a list that goes stale: a stable version comes out at the start of every quarter (17:00 UTC on the 1st of
// January, April, July and October) and is supported for twelve months; the next quarter's version is open as a
// release candidate meanwhile, and `unstable` always exists. Every one of them is served with the same schema (the
// one @shopify/hydrogen-react ships), since the emulator keeps a single implementation.

/** The version of the schema file the emulator validates and executes against. */
export const SCHEMA_API_VERSION = "2026-04";

export type ApiVersionInfo = {
  handle: string;
  displayName: string;
  /** True for stable versions inside their support window; false for the release candidate and `unstable`. */
  supported: boolean;
};

const RELEASE_HOUR_UTC = 17;
const QUARTER_MONTHS = [1, 4, 7, 10] as const;

function handleOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The moment a quarterly version is released, `offsetQuarters` quarters after the given one. */
function releaseMoment(year: number, month: number, offsetQuarters = 0): number {
  const index = year * 4 + (month - 1) / 3 + offsetQuarters;
  return Date.UTC(Math.floor(index / 4), (index % 4) * 3, 1, RELEASE_HOUR_UTC);
}

/**
 * The public Storefront API versions at a given moment, oldest first, as `publicApiVersions` lists them: the stable
 * versions still in their twelve months of support (the newest marked "Latest"), then the release candidate, then
 * `unstable`.
 */
export function storefrontApiVersions(now: Date): ApiVersionInfo[] {
  const time = now.getTime();
  if (!Number.isFinite(time)) throw new Error("storefrontApiVersions needs a valid date");
  // The newest quarter whose release moment has passed.
  let year = now.getUTCFullYear();
  let month: number = [...QUARTER_MONTHS].reverse().find((m) => m <= now.getUTCMonth() + 1) ?? 1;
  if (releaseMoment(year, month) > time) {
    const previous = releaseMoment(year, month, -1);
    year = new Date(previous).getUTCFullYear();
    month = new Date(previous).getUTCMonth() + 1;
  }
  // Support lasts four quarters, so the newest release and the three before it are the supported ones.
  const stable: string[] = [];
  for (let back = 3; back >= 0; back -= 1) {
    const d = new Date(releaseMoment(year, month, -back));
    stable.push(handleOf(d.getUTCFullYear(), d.getUTCMonth() + 1));
  }
  const next = new Date(releaseMoment(year, month, 1));
  const candidate = handleOf(next.getUTCFullYear(), next.getUTCMonth() + 1);
  return [
    ...stable.map((handle, i) => ({
      handle,
      displayName: i === stable.length - 1 ? `${handle} (Latest)` : handle,
      supported: true,
    })),
    { handle: candidate, displayName: `${candidate} (Release candidate)`, supported: false },
    { handle: "unstable", displayName: "unstable", supported: false },
  ];
}

const QUARTERLY = /^\d{4}-(01|04|07|10)$/;

/**
 * The version that answers a request for `requested`: itself when it is public; for a quarterly version that has
 * been retired, the oldest supported stable version, which is where Shopify falls forward to. Anything else (not a
 * version name, a month Shopify never releases in, a version not released yet) is null: the endpoint answers 404,
 * so a mistyped PUBLIC_SHOPIFY_API_VERSION is noticed rather than quietly served.
 */
export function servedApiVersion(requested: string, versions: readonly ApiVersionInfo[]): string | null {
  if (versions.some((v) => v.handle === requested)) return requested;
  const oldest = versions.find((v) => v.supported)?.handle;
  if (!oldest || !QUARTERLY.test(requested)) return null;
  // YYYY-MM names sort as text in date order.
  return requested < oldest ? oldest : null;
}

/** The public versions right now, as GraphQL objects for QueryRoot.publicApiVersions. */
export function publicApiVersionObjects(now: Date = new Date()): { __typename: "ApiVersion"; handle: string; displayName: string; supported: boolean }[] {
  return storefrontApiVersions(now).map((v) => ({ __typename: "ApiVersion", ...v }));
}
