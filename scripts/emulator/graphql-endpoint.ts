// POST /api/{version}/graphql.json — the Storefront API endpoint, with Shopify's HTTP-level answers: 404 for an
// unknown version, 401 without the right access token, 400 for a body that is not JSON. GraphQL-level problems
// (validation, unimplemented fields, bad arguments) come back as 200 with an `errors` array, as on Shopify.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLargeError, readBody, sendJson } from "./http.ts";
import { runGraphQL, type GraphQLRequest } from "./execute.ts";
import type { EmulatorContext } from "./resolvers/context.ts";

export const TOKEN_HEADER = "x-shopify-storefront-access-token";
const BODY_LIMIT = 1024 * 1024;

export type GraphQLEndpointOptions = {
  token: string;
  apiVersions: readonly string[];
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
  if (!options.apiVersions.includes(version)) {
    sendJson(req, res, 404, {
      errors: `Not Found: API version '${version}' is not served here (supported: ${options.apiVersions.join(", ")})`,
    });
    return;
  }
  if (req.method !== "POST") {
    sendJson(req, res, 405, { errors: "Method not allowed: send GraphQL queries with POST (GET is not supported)" }, { Allow: "POST, OPTIONS" });
    return;
  }
  const token = req.headers[TOKEN_HEADER];
  if (token !== options.token) {
    sendJson(req, res, 401, {
      errors: token
        ? "Invalid Storefront access token (X-Shopify-Storefront-Access-Token)"
        : "Missing Storefront access token: send it in the X-Shopify-Storefront-Access-Token header",
    });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) sendJson(req, res, 413, { errors: error.message });
    else sendJson(req, res, 400, { errors: "Could not read the request body" });
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
      sendJson(req, res, 400, { errors: "Bad Request: the body is not valid JSON" });
      return;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      sendJson(req, res, 400, { errors: "Bad Request: the body must be a JSON object with a 'query'" });
      return;
    }
    request = parsed as GraphQLRequest;
  }
  options.onRequest?.(operationNameOf(request));
  const result = await runGraphQL(request, context);
  sendJson(req, res, 200, result);
}
