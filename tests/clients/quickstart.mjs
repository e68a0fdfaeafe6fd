// The TypeScript client's quickstart, exactly as clients/typescript/README.md writes it:
// reads the README's "## Quickstart" section and writes, into the folder given (a new, empty
// folder outside the repository), `steps.sh` (its shell blocks in order, `<path to hakam>`
// replaced by the repository's path) and each TypeScript block under the file name the text
// before it gives (`quickstart.ts`). scripts/clients.sh then runs `bash steps.sh` there. The
// steps must start from a project made by `npm init -y`, as a newcomer's does.
//
//   node tests/clients/quickstart.mjs <empty folder>
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const root = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const [dir] = process.argv.slice(2);
assert.ok(dir, 'usage: node tests/clients/quickstart.mjs <empty folder>');
const readme = readFileSync(`${root}/clients/typescript/README.md`, 'utf8');
const start = readme.indexOf('\n## Quickstart');
assert.ok(start >= 0, 'clients/typescript/README.md has no "## Quickstart" section');
const after = readme.indexOf('\n## ', start + 1);
const section = readme.slice(start, after < 0 ? undefined : after);

const shell = [];
const files = [];
const block = /```(\w+)\n([\s\S]*?)```/g;
let last = 0;
for (let m = block.exec(section); m; m = block.exec(section)) {
  const [, lang, code] = m;
  const before = section.slice(last, m.index);
  last = block.lastIndex;
  if (lang === 'sh') {
    shell.push(code.replaceAll('<path to hakam>', root));
  } else if (lang === 'ts') {
    const names = [...before.matchAll(/`([\w.-]+\.ts)`/g)].map((n) => n[1]);
    assert.ok(names.length, 'a TypeScript block of the quickstart is not named (`quickstart.ts`) before it');
    files.push([names[names.length - 1], code]);
  }
}
const steps = shell.join('\n');
assert.match(steps, /^npm init -y\b/m, 'the quickstart does not start from `npm init -y`');
assert.ok(files.length, 'the quickstart has no TypeScript block');
for (const [name, code] of files) {
  assert.ok(steps.includes(name), `the quickstart's commands never compile ${name}`);
  writeFileSync(`${dir}/${name}`, code);
}
writeFileSync(`${dir}/steps.sh`, `set -euxo pipefail\n${steps}`);
console.log(`quickstart: ${shell.length} shell blocks, ${files.map(([n]) => n).join(', ')} written to ${dir}`);
