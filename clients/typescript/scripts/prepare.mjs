// npm's `prepare`, run by `npm ci` here and by `npm install <path>/clients/typescript` in
// another project. npm links a folder it installs from a path and installs nothing into it, so
// this installs the package's own locked dependencies when they are missing (openapi-fetch,
// which the linked package resolves from here, and TypeScript), then builds dist/ (the compiled
// client and its types) when it is missing or older than its sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";

const here = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const has = (path) => existsSync(join(here, path));
const mtime = (path) => statSync(join(here, path)).mtimeMs;

if (!has("node_modules/openapi-fetch") || !has("node_modules/typescript/bin/tsc")) {
  console.error(`hakam-client: installing its locked dependencies in ${here}`);
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm]] : ["npm", []];
  execFileSync(command, [...args, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: here,
    stdio: "inherit",
  });
}

const sources = ["package.json", "tsconfig.json", ...readdirSync(join(here, "src")).map((f) => `src/${f}`)];
const built = ["dist/index.js", "dist/index.d.ts", "dist/schema.js", "dist/schema.d.ts"];
if (built.every(has) && Math.max(...sources.map(mtime)) <= Math.min(...built.map(mtime))) {
  process.exit(0);
}
execFileSync(process.execPath, [join(here, "node_modules/typescript/bin/tsc"), "-p", here], { stdio: "inherit" });
