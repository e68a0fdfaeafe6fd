// After tsc: lets node run what it wrote to target/clients-ts as ES modules that find this
// folder's node_modules (openapi-fetch), without copying them.
import { mkdirSync, symlinkSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";

const here = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = resolve(here, "../../target/clients-ts");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "package.json"), '{ "type": "module" }\n');
rmSync(join(out, "node_modules"), { force: true });
symlinkSync(join(here, "node_modules"), join(out, "node_modules"), "dir");
