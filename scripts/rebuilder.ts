// `npm run rebuilder`: the webhook rebuilder (src/services/rebuilder/server.ts), and, when the environment names
// no store (as `npm run build` decides, stack.ts emulatorUnlessNamed), the local
// storefront emulator for its builds to read. A named store (a real shop, or an emulator running elsewhere) is
// used as named, and then nothing of the emulator is loaded.
import { runRebuilder } from "../src/services/rebuilder/server.ts";
import { emulatorUnlessNamed, startLocalEmulator } from "./stack.ts";

await runRebuilder(process.argv.slice(2), (env) => emulatorUnlessNamed(env, startLocalEmulator));
