// How a table's build time grows with its placements, in the playground's
// module under node: the figures behind the page's estimate (app.js scales a
// build of size 7's table by placements^1.2). Builds each size's table of its
// own, size 7's twice (the first build of a fresh module also grows its
// memory), and prints the power that carries size 7's time to the others'.
//
//   node tests/web/build_times.mjs build/web/page [SIZE...]   (default: 9 11)

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const page = process.argv[2];
if (!page) {
  console.error("usage: build_times.mjs PAGE_DIR");
  process.exit(2);
}
const { loadRotation } = await import(pathToFileURL(join(page, "rotation.js")).href);
const rotation = await loadRotation(readFileSync(join(page, "rotation.wasm")));

const larger = process.argv.slice(3).map(Number);
const sizes = [7, 7, ...(larger.length > 0 ? larger : [9, 11])];
const ms = new Map();
for (const size of sizes) {
  const started = performance.now();
  rotation.buildOnce(size);
  ms.set(size, performance.now() - started);
}
const placements = (size) => rotation.topology(size).placements;
for (const size of new Set(sizes)) {
  const power = size === 7 ? "" :
    `, placements^${(Math.log(ms.get(size) / ms.get(7)) / Math.log(placements(size) / placements(7))).toFixed(2)} from size 7`;
  console.log(`size ${size}: ${placements(size).toLocaleString("en")} placements, ${ms.get(size).toFixed(0)} ms${power}`);
}
