// The official Storefront API schema (the introspection JSON that @shopify/hydrogen-react ships), built once per
// process. Every request is validated against it, so a query a real store would refuse is refused here too.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";

const SCHEMA_MODULE = "@shopify/hydrogen-react/storefront.schema.json";

let cached: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  if (!cached) {
    const path = createRequire(import.meta.url).resolve(SCHEMA_MODULE);
    const json = JSON.parse(readFileSync(path, "utf8")) as { data?: IntrospectionQuery } & IntrospectionQuery;
    cached = buildClientSchema(json.data ?? json);
  }
  return cached;
}
