// POST /api/{version}/graphql.json — the Storefront API endpoint, with Shopify's HTTP-level answers: 404 for a
// version name that is not one, 401 without a valid access token (public or private), 400 for a body that is not
// JSON. GraphQL-level problems (validation, unimplemented fields, bad arguments) come back as 200 with an `errors`
// array, as on Shopify. A date-based version that is no longer served falls forward to the oldest supported one, and
// every answer names the version that handled it in X-Shopify-API-Version.
import type { IncomingMessage, ServerResponse } from "node:http";
import { servedApiVersion, type ApiVersionInfo } from "./api-versions.ts";
// The rebuilder's constant-time comparison (hashes first, so not even the length leaks); admin.ts uses it too.
import { sameToken } from "../../src/services/rebuilder/signature.ts";
import { BodyTooLargeError, corsHeaders, readBody, sendJson } from "./http.ts";
import { runGraphQL, type GraphQLRequest } from "./execute.ts";
import type { EmulatorContext } from "./resolvers/context.ts";

export const TOKEN_HEADER = "x-shopify-storefront-access-token";
/** Server-side (private) access token header, for requests made from a server rather than a browser. */
export const PRIVATE_TOKEN_HEADER = "shopify-storefront-private-token";
export const API_VERSION_HEADER = "X-Shopify-API-Version";
const BODY_LIMIT = 1024 * 1024;

export type GraphQLEndpointOptions = {
  /** The public (Storefront access) token. */
  token: string;
  /** The private token; when null or empty, a request that sends the private-token header is refused. */
  privateToken?: string | null;
  /** The public API versions at the time of the request (see api-versions.ts). */
  apiVersions: readonly ApiVersionInfo[];
  /** Told of every authorised request by operation name, so a build can report how many it sent. */
  onRequest?: (operationName: string) => void;
};

/** The operation's name: the one the request gives, else the first named operation of the document. */
export function operationNameOf(request: GraphQLRequest): string {
  if (typeof request.operationName === "string" && request.operationName) return request.operationName;
  const match = typeof request.query === "string" ? /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(request.query) : null;
  return match?.[1] ?? "(anonymous)";
}

export async function handleGraphQL(
  req: IncomingMessage,
  res: ServerResponse,
  version: string,
  options: GraphQLEndpointOptions,
  context: EmulatorContext,
): Promise<void> {
  const served = servedApiVersion(version, options.apiVersions);
  if (served === null) {
    const supported = options.apiVersions.map((v) => v.handle).join(", ");
    sendJson(req, res, 404, {
      errors: `Not Found: '${version}' is not a Storefront API version (expected YYYY-MM or unstable; public versions: ${supported})`,
    });
    return;
  }
  // Browsers only let a page read response headers it is told about, so the version header is exposed too.
  const versionHeaders = {
    [API_VERSION_HEADER]: served,
    "Access-Control-Expose-Headers": `${corsHeaders(req)["Access-Control-Expose-Headers"]}, ${API_VERSION_HEADER}`,
  };
  const reply = (status: number, value: unknown, headers: Record<string, string> = {}): void =>
    sendJson(req, res, status, value, { ...versionHeaders, ...headers });
  if (req.method !== "POST") {
    reply(405, { errors: "Method not allowed: send GraphQL queries with POST (GET is not supported)" }, { Allow: "POST, OPTIONS" });
    return;
  }
  const refusal = tokenRefusal(req, options);
  if (refusal) {
    reply(401, { errors: refusal });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) reply(413, { errors: error.message });
    else reply(400, { errors: "Could not read the request body" });
    return;
  }
  let request: GraphQLRequest;
  const contentType = (req.headers["content-type"] ?? "").toLowerCase();
  if (contentType.startsWith("application/graphql")) {
    request = { query: body.toString("utf8") };
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      reply(400, { errors: "Bad Request: the body is not valid JSON" });
      return;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      reply(400, { errors: "Bad Request: the body must be a JSON object with a 'query'" });
      return;
    }
    request = parsed as GraphQLRequest;
  }
  options.onRequest?.(operationNameOf(request));
  const result = await runGraphQL(request, context);
  reply(200, result);
}

/**
 * Why a request is not authorised, or null when it is. A request that carries the private-token header is judged
 * by that header alone (a server that sends a wrong private token must hear about it, even if it also sends a valid
 * public one); otherwise the public token decides.
 */
function tokenRefusal(req: IncomingMessage, options: GraphQLEndpointOptions): string | null {
  const privateToken = req.headers[PRIVATE_TOKEN_HEADER];
  if (privateToken !== undefined) {
    if (options.privateToken && sameToken(privateToken, options.privateToken)) return null;
    return options.privateToken
      ? "Invalid Storefront private access token (Shopify-Storefront-Private-Token)"
      : "Invalid Storefront private access token (Shopify-Storefront-Private-Token): this store has no private token";
  }
  const token = req.headers[TOKEN_HEADER];
  if (sameToken(token, options.token)) return null;
  return token
    ? "Invalid Storefront access token (X-Shopify-Storefront-Access-Token)"
    : "Missing Storefront access token: send it in the X-Shopify-Storefront-Access-Token header";
}
