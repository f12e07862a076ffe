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
function timed(work) {
  const started = performance.now();
  const result = work();
  return { ...result, ms: performance.now() - started };
}

// The exact table of a size is built once, on its first use: that time is
// reported apart (tableMs), so that a search's own time means something.
const tablesBuilt = new Set();
function prepare(rotation, size) {
  if (tablesBuilt.has(size)) return 0;
  const { ms } = timed(() => rotation.prepare(size));
  tablesBuilt.add(size);
  return ms;
}

const operations = {
  // A build of a table of `size` of its own, timed: { bytes, ms }.
  time(rotation, { size }) {
    return timed(() => rotation.buildOnce(size));
  },
  solve(rotation, { size, cells }) {
    const tableMs = prepare(rotation, size);
    return { ...timed(() => rotation.solve(size, cells)), tableMs };
  },
  answers(rotation, { size, text }) {
    const tableMs = prepare(rotation, size);
    return { ...timed(() => rotation.answers(size, text)), tableMs };
  },
  passes(rotation, { size, cells, heuristic, budget }) {
    const tableMs = heuristic === 2 ? prepare(rotation, size) : 0;
    return { ...timed(() => rotation.passes(size, cells, heuristic, budget)), tableMs };
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
