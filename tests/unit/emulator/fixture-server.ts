// The fixture emulator of a test file that imports this: started before the file's tests and stopped after them,
// with a GraphQL client for it. The bindings are live, so a test reads the running emulator and its client.
import { afterAll, beforeAll } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { graphqlClient, startFixtureEmulator } from "./helpers.ts";

export let emulator: RunningEmulator;
export let gql: ReturnType<typeof graphqlClient>;

beforeAll(async () => {
  emulator = await startFixtureEmulator();
  gql = graphqlClient(emulator);
});
afterAll(async () => {
  await emulator.close();
});
