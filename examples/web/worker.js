// The page's searches, off the main thread: a long one (the textbook bound on
// a hard board) never freezes the page, and the Stop button ends it by
// terminating this worker. Each message names an operation; the answer comes
// back with the same id, preceded by progress messages for passes().
import { loadRotation } from "./rotation.js";

let job = null;  // the id of the message being worked on
const ready = loadRotation(new URL("rotation.wasm", import.meta.url), {
  onPass: (heuristic, bound, expanded) =>
    postMessage({ id: job, progress: { heuristic, bound, expanded } }),
});
const tablesBuilt = new Set();  // sizes whose pattern database exists

function timed(work) {
  const started = performance.now();
  const result = work();
  return { ...result, ms: performance.now() - started };
}

const operations = {
  // The exact table of a size is built on its first use: that time is
  // reported apart, so that the solve's own time means something.
  solve(rotation, { size, cells }) {
    let tableMs = 0;
    if (!tablesBuilt.has(size)) {
      tableMs = timed(() => rotation.solve(size, cells)).ms;
      tablesBuilt.add(size);
    }
    return { ...timed(() => rotation.solve(size, cells)), tableMs };
  },
  answers(rotation, { size, text }) {
    tablesBuilt.add(size);
    return timed(() => rotation.answers(size, text));
  },
  passes(rotation, { size, cells, heuristic, budget }) {
    if (heuristic === 2) tablesBuilt.add(size);
    return timed(() => rotation.passes(size, cells, heuristic, budget));
  },
  hardest(rotation, { size, index }) {
    return rotation.hardest(size, index);
  },
};

onmessage = async ({ data }) => {
  const rotation = await ready;
  job = data.id;
  let result;
  try {
    result = operations[data.op](rotation, data);
  } catch (error) {
    result = { error: `the module failed: ${error.message}` };
  }
  postMessage({ id: data.id, result });
};
