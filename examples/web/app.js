// The page: draws the board from the library's own tables, applies moves and
// checks edits through the WebAssembly module on the main thread (each call
// takes microseconds), and sends the searches to a worker (worker.js).
import { loadRotation } from "./rotation.js";

const $ = (id) => document.getElementById(id);
const svgNamespace = "http://www.w3.org/2000/svg";
const letters = "ABCDEFGH";
const heuristicNames = ["textbook (misplaced center)", "line distance", "exact (pattern database)"];

const rotation = await loadRotation(new URL("rotation.wasm", import.meta.url));

// The placements of one symbol's blocks per size: the entries of its table,
// from the library.
const placements = new Map([5, 7, 9, 11, 13].map((size) => [size, rotation.topology(size).placements]));

const state = {
  size: 7,
  shape: null,       // the topology: layout, lines, center, symbols
  cells: [],         // the board shown
  valid: true,       // whether the cells make a board (after edits)
  answer: null,      // { moves, boards }: the solution being stepped through
  step: 0,
  playing: null,     // the animation's timer
  series: [],        // per heuristic: { passes, running, status }
  version: 0,        // counts the boards shown: a search's answer is for the version it started on
  solving: false,
  comparing: false,
  answering: false,
  tablesBuilt: new Set(),  // the sizes whose table the worker has built
  example: null,           // the text Example put in the judge box, while it is untouched
};

// --- the worker --------------------------------------------------------------

let worker = null;
let nextJob = 1;
const pending = new Map();  // id -> { resolve, onProgress, label }

function startWorker() {
  worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => {
    const job = pending.get(data.id);
    if (!job) return;
    if (data.progress) {
      job.onProgress?.(data.progress);
      return;
    }
    pending.delete(data.id);
    $("stop").disabled = pending.size === 0;
    job.resolve(data.result);
  };
}

// `label` names the work for Stop's message ("the solve of size 7").
function run(op, message, label, onProgress) {
  const id = nextJob++;
  return new Promise((resolve) => {
    pending.set(id, { resolve, onProgress, label });
    $("stop").disabled = false;
    $("stop-status").textContent = "";
    worker.postMessage({ ...message, op, id });
  });
}

// Ends whatever the worker is doing: every pending search answers "stopped",
// and the message says what was stopped. The new worker has a new module,
// without the tables the old one built.
function stopWorker() {
  worker.terminate();
  const stopped = [...pending.values()].map((job) => job.label);
  for (const job of pending.values()) job.resolve({ stopped: true });
  pending.clear();
  $("stop").disabled = true;
  state.tablesBuilt.clear();
  startWorker();
  return stopped;
}

function stopClicked() {
  const stopped = stopWorker();
  $("stop-status").textContent = stopped.length === 0
    ? "Nothing was running."
    : `Stopped ${listed(stopped)}. The tables built so far went with the stopped worker: the next search of a size builds its table again.`;
}

// "a", "a and b", "a, b and c".
function listed(items) {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// --- the tables' build time, foretold ------------------------------------------

// A table's build time grows a little faster than its placements: as
// placements^1.2 from size 7 to 9 and to 11 (measured in chromium and node:
// docs/portability.md).
const buildGrowth = 1.2;

function roughly(ms) {
  if (ms < 1000) return `${Math.max(1, Math.round(ms))}\u00a0ms`;
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)}\u00a0s`;
  if (ms < 120_000) return `${Math.round(ms / 1000)}\u00a0s`;
  return `${(ms / 60_000).toFixed(1)}\u00a0minutes`;
}

// Shows `text` in element `id`; before the first search of a size larger than
// 7 (whose table takes seconds), also what it builds first and how long that
// should take: the worker times a build of size 7's table just before (tens
// of milliseconds), in this browser under the load of the moment, and the
// page scales it. Call it before run() posts the search itself.
function showWithBuildNote(id, text, size, after = "") {
  const base = 7;
  if (state.tablesBuilt.has(size) || placements.get(size) <= placements.get(base)) {
    $(id).textContent = `${text}${after}`;
    return;
  }
  const table = `${text}: first its table of size ${size}, ${placements.get(size).toLocaleString("en")} placements`;
  $(id).textContent = `${table} (timing this browser on size ${base}'s table first)${after}`;
  const shown = $(id).textContent;
  run("time", { size: base }, `the timing of size ${base}'s table`).then((timing) => {
    if (timing.stopped || timing.error || $(id).textContent !== shown) return;
    const estimate = timing.ms * (placements.get(size) / placements.get(base)) ** buildGrowth;
    $(id).textContent = `${table}: about ${roughly(estimate)} here, from this browser's build of size ${base}'s ` +
      `${placements.get(base).toLocaleString("en")} in ${milliseconds(timing.ms)} just now, ` +
      `scaled as placements^${buildGrowth}${after}`;
  });
}

// --- the board ---------------------------------------------------------------

const cellSize = 44;

function svg(name, attributes = {}, parent = null) {
  const element = document.createElementNS(svgNamespace, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  parent?.appendChild(element);
  return element;
}

function drawBoard() {
  const { size, layout, lines, center } = state.shape;
  const board = $("board");
  board.replaceChildren();
  const extent = (size + 2) * cellSize;
  board.setAttribute("viewBox", `0 0 ${extent} ${extent}`);
  const at = ([row, column]) => ({ x: (column + 1) * cellSize, y: (row + 1) * cellSize });

  layout.forEach((position, cell) => {
    const { x, y } = at(position);
    const square = svg("rect", {
      x: x + 2, y: y + 2, width: cellSize - 4, height: cellSize - 4, rx: 7,
      class: "cell", "data-cell": cell, tabindex: 0, role: "button",
    }, board);
    square.addEventListener("click", () => editCell(cell));
    square.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      editCell(cell);
    });
    svg("text", { x: x + cellSize / 2, y: y + cellSize / 2, class: "cell-label", "data-label": cell }, board);
  });

  // The center: the ring of cells around the middle square, framed.
  const rows = center.map((cell) => layout[cell][0]);
  const columns = center.map((cell) => layout[cell][1]);
  const top = at([Math.min(...rows), Math.min(...columns)]);
  const span = (Math.max(...rows) - Math.min(...rows) + 1) * cellSize;
  svg("rect", { x: top.x - 1, y: top.y - 1, width: span + 2, height: span + 2, rx: 9, class: "center-frame" }, board);

  // A move's button sits past the head of its line, where the blocks go.
  lines.forEach((line, move) => {
    const head = layout[line[0]];
    const next = layout[line[1]];
    const beyond = [2 * head[0] - next[0], 2 * head[1] - next[1]];
    const { x, y } = at(beyond);
    const button = svg("g", {
      class: "move-button", role: "button", tabindex: 0,
      "data-move": letters[move], "aria-label": `move ${letters[move]}`,
    }, board);
    svg("circle", { cx: x + cellSize / 2, cy: y + cellSize / 2, r: cellSize / 2 - 5 }, button);
    const label = svg("text", { x: x + cellSize / 2, y: y + cellSize / 2 }, button);
    label.textContent = letters[move];
    button.addEventListener("click", () => playerMove(letters[move]));
    button.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();  // Space would scroll the page too
      playerMove(letters[move]);
    });
  });
  paintBoard();
}

function paintBoard(movingLine = null) {
  const moving = new Set(movingLine === null ? [] : state.shape.lines[movingLine]);
  for (const square of $("board").querySelectorAll(".cell")) {
    const cell = Number(square.dataset.cell);
    square.setAttribute("class", `cell symbol-${state.cells[cell]}${moving.has(cell) ? " moving" : ""}`);
    square.dataset.symbol = state.cells[cell];
    square.setAttribute("aria-label", `cell ${cell}: symbol ${state.cells[cell]} (click to change)`);
  }
  for (const label of $("board").querySelectorAll(".cell-label")) {
    const symbol = state.cells[Number(label.dataset.label)];
    label.textContent = symbol;
    label.classList.toggle("on-light", symbol === 3);
  }
  const checked = rotation.make(state.size, state.cells);
  state.valid = !checked.error;
  $("board-status").textContent = checked.error
    ? `Not a board: ${whatIsWrong(checked.error)} Edit the cells until it is one; moves wait till then.`
    : checked.center !== null
      ? `Solved: the center holds ${checked.center}s only.`
      : "The center is not yet one symbol.";
  $("board-status").classList.toggle("bad", Boolean(checked.error));
  updateButtons();
}

// Why the cells shown are no board, in words: the library has refused them
// (an edit can only get the counts wrong: "9 of symbol 1 and 7 of symbol 3").
function whatIsWrong(error) {
  const each = state.shape.center.length;
  const counts = new Map();
  for (const symbol of state.cells) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  const wrong = [];
  for (let symbol = 1; symbol <= state.shape.symbols; ++symbol) {
    const count = counts.get(symbol) ?? 0;
    if (count !== each) wrong.push(`${count} of symbol ${symbol}`);
  }
  return wrong.length === 0 ? `${error}.` : `a board has ${each} of each symbol, this one ${listed(wrong)}.`;
}

function updateButtons() {
  $("solve").disabled = !state.valid || state.solving;
  $("compare").disabled = !state.valid || state.comparing;
  $("answer-all").disabled = state.answering;
}

// A new board from anywhere but the answer's steps: the answer and the chart
// no longer apply, and a comparison running on the old board is stopped.
function showBoard(cells, movingLine = null) {
  newVersion();
  state.cells = cells;
  paintBoard(movingLine);
}

function newVersion() {
  ++state.version;
  if (state.comparing) stopWorker();
  forgetAnswer();
  clearChart();
}

function playerMove(letter) {
  if (!state.valid) return;
  const moved = rotation.apply(state.size, state.cells, letter);
  showBoard(moved.boards[1].cells, letters.indexOf(letter));
}

function editCell(cell) {
  const cells = [...state.cells];
  cells[cell] = (cells[cell] % state.shape.symbols) + 1;
  showBoard(cells);
}

function setSize(size) {
  state.size = size;
  state.shape = rotation.topology(size);
  $("size").value = String(size);
  $("hardest").disabled = size > 7;
  $("hardest").title = size > 7
    ? `the census of size ${size} takes minutes: run rotation-census --hardest --size=${size}`
    : "one of the boards that need the most moves";
  newVersion();
  state.cells = randomCells();
  showError("");
  clearAnswers();
  if (state.example !== null && $("input").value === state.example) fillExample();
  drawBoard();
}

function randomCells() {
  const { layout, symbols } = state.shape;
  const cells = layout.map((_, cell) => (cell % symbols) + 1);
  const random = new Uint32Array(cells.length);
  crypto.getRandomValues(random);
  for (let i = cells.length - 1; i > 0; --i) {
    const j = random[i] % (i + 1);
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return cells;
}

// --- solving and stepping ----------------------------------------------------

function forgetAnswer() {
  stopPlaying();
  state.answer = null;
  state.step = 0;
  for (const id of ["answer", "center", "solutions", "time"]) $(id).textContent = "–";
  $("solve-status").textContent = "";
  updateSteps();
}

// A number and its unit, joined by a no-break space: a line never parts them.
function milliseconds(ms) {
  return ms < 1 ? `${(ms * 1000).toFixed(0)}\u00a0µs` : ms < 1000 ? `${ms.toFixed(1)}\u00a0ms` : `${(ms / 1000).toFixed(2)}\u00a0s`;
}

async function solve() {
  if (!state.valid || state.solving) return;
  const start = [...state.cells];
  const size = state.size;
  const version = state.version;
  state.solving = true;
  updateButtons();
  const waiting = pending.size > 0 ? " (after the search that is running: Stop ends it)" : "";
  showWithBuildNote("solve-status", "solving", size, waiting);
  const result = await run("solve", { size, cells: start }, `the solve of size ${size}`);
  state.solving = false;
  updateButtons();
  if (version !== state.version) {  // the board changed meanwhile: the answer is for another
    $("solve-status").textContent = "";
    return;
  }
  if (result.stopped || result.error) {
    $("solve-status").textContent = result.error ?? "stopped";
    return;
  }
  state.tablesBuilt.add(size);
  state.cells = start;  // the answer starts here, whatever step was shown meanwhile
  paintBoard();
  $("solve-status").textContent = "";
  $("answer").textContent = result.moves === "" ? "No moves needed" : result.moves;
  $("center").textContent = result.center;
  $("solutions").textContent = result.solutions.toLocaleString("en");
  $("time").textContent = milliseconds(result.ms) +
    (result.tableMs > 0 ? ` (and ${milliseconds(result.tableMs)} to build the table, once)` : "");
  state.answer = { moves: result.moves, boards: rotation.apply(size, start, result.moves).boards };
  state.step = 0;
  updateSteps();
}

function updateSteps() {
  const total = state.answer ? state.answer.moves.length : 0;
  $("step").textContent = state.answer ? `move ${state.step} of ${total}` : "";
  $("first").disabled = $("back").disabled = !state.answer || state.step === 0;
  $("forward").disabled = $("last").disabled = !state.answer || state.step === total;
  $("play").disabled = !state.answer || total === 0;
  $("play").textContent = state.playing ? "Pause" : "Play";
}

function goToStep(step) {
  const previous = state.step;
  state.step = step;
  state.cells = state.answer.boards[step].cells;
  const movingLine = step === previous + 1 ? letters.indexOf(state.answer.moves[previous]) : null;
  paintBoard(movingLine);
  updateSteps();
}

function stopPlaying() {
  clearInterval(state.playing);
  state.playing = null;
}

function togglePlay() {
  if (state.playing) {
    stopPlaying();
  } else {
    if (state.step === state.answer.moves.length) goToStep(0);
    state.playing = setInterval(() => {
      if (state.step < state.answer.moves.length) goToStep(state.step + 1);
      if (state.step === state.answer.moves.length) stopPlaying();
      updateSteps();
    }, 550);
  }
  updateSteps();
}

// --- judge input ---------------------------------------------------------------

function showError(message) {
  $("error").textContent = message ?? "";
}

function clearAnswers() {
  $("answers").textContent = "";
  $("answers-status").textContent = "";
}

// The answers shown are those of the text in the box: a failed load or an
// empty box clears them with its message.
function emptyBox() {
  if ($("input").value.trim() !== "") return false;
  clearAnswers();
  showError("The box is empty: type or paste boards, one per line, or press Example.");
  return true;
}

function loadInput() {
  if (emptyBox()) return;
  const read = rotation.read(state.size, $("input").value);
  showError(read.error);
  if (read.error) clearAnswers();
  else showBoard(read.cells);
}

// Three random boards of the size chosen and the line 0 that ends them.
function fillExample() {
  const boards = Array.from({ length: 3 }, () => randomCells().join(" "));
  state.example = `${boards.join("\n")}\n0\n`;
  $("input").value = state.example;
  showError("");
}

async function answerAll() {
  if (emptyBox()) return;
  const size = state.size;
  state.answering = true;
  updateButtons();
  showError("");
  $("answers").textContent = "";
  showWithBuildNote("answers-status", "answering", size);
  const result = await run("answers", { size, text: $("input").value }, `the answers of size ${size}`);
  state.answering = false;
  updateButtons();
  if (size !== state.size) return;  // another size since: setSize cleared the answers
  if (result.stopped) {
    $("answers-status").textContent = "stopped";
    return;
  }
  if (!result.error || result.line !== undefined) state.tablesBuilt.add(size);
  $("answers").textContent = result.answers ?? "";
  const boards = (result.answers ?? "").split("\n").length >> 1;
  $("answers-status").textContent = result.error
    ? `${boards.toLocaleString("en")} answered before the bad line`
    : `${boards.toLocaleString("en")} answered in ${milliseconds(result.ms)}` +
      (result.tableMs > 0 ? ` (and ${milliseconds(result.tableMs)} to build the table, once)` : "");
  showError(result.error);
}

// --- the heuristics' chart -------------------------------------------------------

function clearChart() {
  state.series = [];
  $("compare-status").textContent = "";
  drawChart();
}

async function compare() {
  if (!state.valid || state.comparing) return;
  const size = state.size;
  const cells = [...state.cells];
  const version = state.version;
  // A budget past 2^53 is no budget a browser could spend anyway.
  const budget = Math.min(Number.MAX_SAFE_INTEGER, Math.max(1000, Number($("budget").value) || 50e6));
  state.series = [];
  state.comparing = true;
  updateButtons();
  let ended = "";
  // The exact table first (it answers at once), the textbook bound last.
  for (const heuristic of [2, 1, 0]) {
    const series = { heuristic, passes: [], running: null, status: "running" };
    state.series[heuristic] = series;
    const running = `running IDA* with the ${heuristicNames[heuristic]} heuristic`;
    if (heuristic === 2) showWithBuildNote("compare-status", running, size);
    else $("compare-status").textContent = running;
    let last = null;
    const label = `the ${heuristicNames[heuristic]} search`;
    const result = await run("passes", { size, cells, heuristic, budget }, label, ({ bound, expanded }) => {
      if (version !== state.version) return;
      if (last) series.passes.push([last.bound, expanded - last.expanded]);
      last = { bound, expanded };
      series.running = bound;
      drawChart();
    });
    if (version !== state.version) {  // another board: newVersion() cleared the chart
      state.comparing = false;
      updateButtons();
      return;
    }
    series.running = null;
    if (result.stopped || result.error) {
      series.status = "stopped";
      ended = result.error ?? `stopped during the ${heuristicNames[heuristic]} search`;
      drawChart();
      break;
    }
    series.passes = result.passes;
    series.status = result.status;
    series.expanded = result.expanded;
    series.ms = result.ms;
    if (heuristic === 2) state.tablesBuilt.add(size);
    drawChart();
  }
  state.comparing = false;
  updateButtons();
  $("compare-status").textContent = ended || state.series
    .map((s) => `${heuristicNames[s.heuristic]}: ${s.expanded.toLocaleString("en")} nodes, ${s.status}` +
      (s.status === "found" ? ` in ${milliseconds(s.ms)}` : ""))
    .join("; ");
}

// Drawn at the size it is shown (one unit a CSS pixel), so that its text
// keeps its size in any panel; redrawn when the panel's width changes.
function drawChart() {
  const chart = $("chart");
  chart.replaceChildren();
  $("legend").replaceChildren();
  const width = Math.max(240, Math.round(chart.getBoundingClientRect().width) || 560);
  const height = Math.round(Math.min(360, Math.max(220, width * 0.6)));
  const left = 58, right = 12, top = 12, bottom = 48;
  chart.setAttribute("viewBox", `0 0 ${width} ${height}`);
  chart.setAttribute("height", height);
  const points = state.series.filter(Boolean).flatMap((s) => s.passes);
  const bounds = points.map(([bound]) => bound);
  const running = state.series.filter((s) => s && s.running !== null).map((s) => s.running);
  const low = Math.min(...bounds, ...running, Infinity);
  const high = Math.max(...bounds, ...running, -Infinity);
  if (!Number.isFinite(low)) {
    const text = svg("text", { x: width / 2, y: height / 2, class: "tick", "text-anchor": "middle" }, chart);
    text.textContent = "Compare heuristics to see IDA*'s passes here";
    return;
  }
  const maxNodes = Math.max(10, ...points.map(([, nodes]) => nodes));
  const decades = Math.ceil(Math.log10(maxNodes));
  const x = (bound) => left + (high === low ? 0.5 : (bound - low) / (high - low)) * (width - left - right);
  const y = (nodes) => height - bottom - (Math.log10(Math.max(1, nodes)) / decades) * (height - top - bottom);

  // A label every decadeEvery decades and every boundEvery bounds, so that
  // labels never overlap on a narrow chart.
  const decadeEvery = Math.ceil(decades / Math.max(1, Math.floor((height - top - bottom) / 18)));
  for (let d = 0; d <= decades; ++d) {
    svg("line", { x1: left, x2: width - right, y1: y(10 ** d), y2: y(10 ** d), class: "grid" }, chart);
    if (d % decadeEvery !== 0) continue;
    const label = svg("text", { x: left - 6, y: y(10 ** d) + 4, class: "tick", "text-anchor": "end" }, chart);
    label.textContent = d < 3 ? String(10 ** d) : d < 6 ? `${10 ** (d - 3)}k` : d < 9 ? `${10 ** (d - 6)}M` : `${10 ** (d - 9)}G`;
  }
  const boundEvery = Math.ceil((high - low + 1) / Math.max(1, Math.floor((width - left - right) / 24)));
  for (let bound = low; bound <= high; bound += boundEvery) {
    const label = svg("text", { x: x(bound), y: height - bottom + 17, class: "tick", "text-anchor": "middle" }, chart);
    label.textContent = bound;
  }
  svg("line", { x1: left, x2: width - right, y1: height - bottom, y2: height - bottom, class: "axis" }, chart);
  svg("line", { x1: left, x2: left, y1: top, y2: height - bottom, class: "axis" }, chart);
  const axis = svg("text", { x: (left + width - right) / 2, y: height - bottom + 38, class: "tick", "text-anchor": "middle" }, chart);
  axis.textContent = "bound of the pass (moves)";
  const middle = (top + height - bottom) / 2;
  const yAxis = svg("text", { x: 14, y: middle, class: "tick", "text-anchor": "middle", transform: `rotate(-90 14 ${middle})` }, chart);
  yAxis.textContent = "nodes expanded in the pass";

  state.series.forEach((series, heuristic) => {
    if (!series) return;
    const path = series.passes.map(([bound, nodes]) => `${x(bound)},${y(nodes)}`).join(" ");
    svg("polyline", { points: path, class: `series series-${heuristic}`, fill: "none" }, chart);
    for (const [bound, nodes] of series.passes) {
      const dot = svg("circle", { cx: x(bound), cy: y(nodes), r: 4, class: `series-${heuristic}` }, chart);
      svg("title", {}, dot).textContent = `${heuristicNames[heuristic]}, bound ${bound}: ${nodes.toLocaleString("en")} nodes`;
    }
  });
  // The legend is the page's text, wrapping as the panel narrows: exact, line distance, textbook.
  for (const heuristic of [2, 1, 0]) {
    const series = state.series[heuristic];
    if (!series) continue;
    const item = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.className = `swatch swatch-${heuristic}`;
    const note = series.status === "found" ? "" : ` (${series.status})`;
    item.append(swatch, `${heuristicNames[heuristic].replace(/ \(.*\)/, "")}${note}`);
    $("legend").append(item);
  }
}

// --- wiring --------------------------------------------------------------------

startWorker();
$("size").addEventListener("change", (event) => setSize(Number(event.target.value)));
$("random").addEventListener("click", () => showBoard(randomCells()));
$("hardest").addEventListener("click", async () => {
  const size = state.size;
  const index = crypto.getRandomValues(new Uint32Array(1))[0];
  const hardest = await run("hardest", { size, index }, `the search for a hardest board of size ${size}`);
  if (hardest.stopped || size !== state.size) return;
  if (hardest.error) {
    showError(hardest.error);
    return;
  }
  showBoard(hardest.cells);
  $("board-status").textContent += ` One of the ${hardest.count.toLocaleString("en")} boards that need ${hardest.moves} moves.`;
});
$("solve").addEventListener("click", solve);
$("first").addEventListener("click", () => goToStep(0));
$("back").addEventListener("click", () => goToStep(state.step - 1));
$("forward").addEventListener("click", () => goToStep(state.step + 1));
$("last").addEventListener("click", () => goToStep(state.answer.moves.length));
$("play").addEventListener("click", togglePlay);
$("example").addEventListener("click", fillExample);
$("load").addEventListener("click", loadInput);
$("answer-all").addEventListener("click", answerAll);
$("compare").addEventListener("click", compare);
$("stop").addEventListener("click", stopClicked);
// The chart follows its panel's width (a window resized, a phone turned).
let chartWidth = 0;
new ResizeObserver(() => {
  const width = Math.round($("chart").getBoundingClientRect().width);
  if (width === chartWidth) return;
  chartWidth = width;
  drawChart();
}).observe($("teach-panel"));
document.addEventListener("keydown", (event) => {
  if (event.target.closest("textarea, input, select") || event.ctrlKey || event.metaKey || event.altKey) return;
  const letter = event.key.toUpperCase();
  if (letter.length === 1 && letters.includes(letter)) playerMove(letter);
  else if (letter === "S" && !$("solve").disabled) solve();
});

setSize(7);
document.body.dataset.ready = "true";
globalThis.rotationReadyAt = performance.now();
