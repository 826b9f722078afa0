import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    // Vitest's own limits (5 s a test, 10 s a hook) are timings, and a loaded two-core runner crosses them with
    // work that is merely slow there (drawing a picture, starting a server). These limits only catch a test that
    // hangs; the tests that build a store set their own, longer ones.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
