// Running one GraphQL request: parse, validate against the official schema, execute with the emulator's resolvers.
//
// Resolution is by convention: the object a resolver returns (a "source") carries one property per GraphQL field
// it serves, either the value or a function of the field's arguments. A field the source does not carry is not
// implemented, and asking for it is a GraphQL error naming it, never a made-up value.
import {
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
} from "graphql";
import { storefrontSchema } from "./schema.ts";
import { LruCache } from "./lru.ts";
import { notImplemented, type EmulatorContext } from "./resolvers/context.ts";
import { queryRoot } from "./resolvers/query-root.ts";
import { cartRoot } from "./resolvers/cart.ts";

function carries(source: object, field: string): boolean {
  // Walk the prototype chain but stop before Object.prototype, so "constructor" or "toString" never count.
  for (let proto: object | null = source; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    if (Object.prototype.hasOwnProperty.call(proto, field)) return true;
  }
  return false;
}

export const emulatorFieldResolver: GraphQLFieldResolver<unknown, EmulatorContext> = (source, args, context, info) => {
  if (source !== null && typeof source === "object" && carries(source, info.fieldName)) {
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown)(args, context, info) : value;
  }
  throw notImplemented(`Field '${info.parentType.name}.${info.fieldName}'`);
};

export type GraphQLRequest = { query?: unknown; variables?: unknown; operationName?: unknown };

// Sites send the same few documents over and over: keep them parsed and validated.
const documents = new LruCache<{ document?: DocumentNode; errors?: readonly GraphQLError[] }>(500);

function prepare(query: string): { document?: DocumentNode; errors?: readonly GraphQLError[] } {
  return documents.getOrCompute(query, () => {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return { errors: [error as GraphQLError] };
    }
    const errors = validate(storefrontSchema(), document);
    return errors.length > 0 ? { errors } : { document };
  });
}

export async function runGraphQL(request: GraphQLRequest, context: EmulatorContext): Promise<ExecutionResult> {
  if (typeof request.query !== "string" || request.query.trim() === "") {
    return { errors: [new GraphQLError("No query string was present", { extensions: { code: "BAD_REQUEST" } })] };
  }
  if (request.variables != null && (typeof request.variables !== "object" || Array.isArray(request.variables))) {
    return { errors: [new GraphQLError("'variables' must be an object", { extensions: { code: "BAD_REQUEST" } })] };
  }
  if (request.operationName != null && typeof request.operationName !== "string") {
    return { errors: [new GraphQLError("'operationName' must be a string", { extensions: { code: "BAD_REQUEST" } })] };
  }
  const { document, errors } = prepare(request.query);
  if (!document) return { errors: errors ?? [] };
  return execute({
    schema: storefrontSchema(),
    document,
    // Validation has already tied each root field to its operation type, so one root can carry both.
    rootValue: { ...queryRoot(context), ...cartRoot(context) },
    contextValue: context,
    variableValues: (request.variables as Record<string, unknown> | null | undefined) ?? undefined,
    operationName: (request.operationName as string | null | undefined) ?? undefined,
    fieldResolver: emulatorFieldResolver,
  });
}
