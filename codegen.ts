// Types every query in src/lib/storefront from the official Storefront API schema that @shopify/hydrogen-react
// ships (API 2026-04), offline. `npm run codegen` rewrites src/lib/storefront/generated/.
import type { CodegenConfig } from "@graphql-codegen/cli";
import { ApiType, pluckConfig, preset } from "@shopify/api-codegen-preset";

const schema = "node_modules/@shopify/hydrogen-react/storefront.schema.json";
const out = "src/lib/storefront/generated";

const config: CodegenConfig = {
  overwrite: true,
  // The preset's pluck settings find `#graphql` template literals; its type lags behind the CLI's.
  pluckConfig: pluckConfig as unknown as NonNullable<CodegenConfig["pluckConfig"]>,
  generates: {
    [`${out}/storefront.types.d.ts`]: {
      schema,
      plugins: ["typescript"],
      config: { defaultScalarType: "string", scalars: { JSON: "unknown" }, enumsAsTypes: true },
    },
    [`${out}/storefront.generated.d.ts`]: {
      schema,
      preset,
      documents: ["src/lib/storefront/**/*.ts", "!src/lib/storefront/generated/**"],
      presetConfig: { apiType: ApiType.Storefront },
    },
  },
};

export default config;
