// The page's JavaScript glue (examples/web/rotation.js) on the real module,
// under node: no browser needed. wasm32 addresses run up to 4 GiB, but a
// WebAssembly i32 reaches JavaScript as a signed number: the glue must read
// the module's pointers and lengths as unsigned, or every reply whose buffer
// lies above 2 GiB of heap throws a RangeError (a negative offset).
//
//   node tests/web/glue.test.mjs --page build/web/page --data examples/data

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({
  options: { page: { type: "string" }, data: { type: "string" } },
});
if (!options.page || !options.data) {
  console.error("usage: glue.test.mjs --page DIR --data DIR");
  process.exit(2);
}
// The page's copy of the glue, next to the module it is served with.
const { loadRotation } = await import(pathToFileURL(join(options.page, "rotation.js")).href);
const module = readFileSync(join(options.page, "rotation.wasm"));
const sample = (name) => readFileSync(join(options.data, name), "utf8");

const checks = [];
function check(name, work) {
  checks.push({ name, work });
}

check("a reply read back whole, as published", async () => {
  const rotation = await loadRotation(module);
  assert.equal(rotation.answers(7, sample("rotation_sample.in")).answers, sample("rotation_sample.out"));
});

check("above 2 GiB of heap: the input written and the answers read back", async () => {
  const rotation = await loadRotation(module);
  rotation.topology(7);  // the allocator starts in the module's first pages
  // 2 GiB of pages the allocator does not own: what it takes next (the
  // input, the table, the answers) lies above them. Pages never touched cost
  // no memory.
  rotation.exports.memory.grow(32768);
  const boards = sample("rotation_sample.in").replace(/^0\n?$/m, "");
  const copies = 1000;
  const reply = rotation.answers(7, `${boards.repeat(copies)}0\n`);
  const unsigned = (address) => address >>> 0;
  const input = unsigned(rotation.exports.rt_input(0));
  const output = unsigned(rotation.exports.rt_output());
  console.log(`    input at ${input}, answers at ${output}`);
  // Else this check would pass without testing anything.
  assert.ok(input >= 2 ** 31 && output >= 2 ** 31, "the buffers lie below 2 GiB");
  assert.equal(reply.error, undefined);
  assert.equal(reply.answers, sample("rotation_sample.out").repeat(copies));
});

let failed = 0;
for (const { name, work } of checks) {
  try {
    await work();
    console.log(`ok   ${name}`);
  } catch (error) {
    ++failed;
    console.log(`FAIL ${name}\n${error.stack ?? error}`);
  }
}
console.log(failed === 0 ? `all ${checks.length} checks passed` : `${failed} of ${checks.length} checks failed`);
process.exit(failed === 0 ? 0 : 1);
