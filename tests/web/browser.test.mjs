// The playground (examples/web) in a real browser: Debian's chromium,
// headless, driven by puppeteer-core. Serves the built page on 127.0.0.1 and
// uses it as a person would: types the judge samples, solves, reads the
// answers off the page and compares them byte for byte with the published
// ones; pushes lines and checks the board against the moves' definition; a
// bad board; the stop button on a long search; size 13 foretold; the size
// budget; what a user sees at 1280x900 and at 390 px wide; a screenshot.
//
//   node tests/web/browser.test.mjs --page build/web/page --data examples/data \
//        [--screenshot playground.png] [--chromium /usr/bin/chromium] [--only REGEX]
//
// --only runs the checks whose names match (to try one against another page).
//
// Needs `npm ci --prefix tests/web` (puppeteer-core; it downloads no browser).

import assert from "node:assert/strict";
import { readFileSync, statSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { parseArgs } from "node:util";

let puppeteer;
try {
  puppeteer = (await import("puppeteer-core")).default;
} catch {
  console.error("browser.test: puppeteer-core is missing: run `npm ci --prefix tests/web` first");
  process.exit(1);
}

const { values: options } = parseArgs({
  options: {
    page: { type: "string" },
    data: { type: "string" },
    screenshot: { type: "string" },
    chromium: { type: "string", default: process.env.CHROMIUM ?? "/usr/bin/chromium" },
    only: { type: "string" },
  },
});
if (!options.page || !options.data) {
  console.error("usage: browser.test.mjs --page DIR --data DIR [--screenshot FILE] [--chromium PATH] [--only REGEX]");
  process.exit(2);
}
if (!existsSync(options.chromium)) {
  console.error(`browser.test: no browser at ${options.chromium} (Debian: apt-get install chromium)`);
  process.exit(1);
}

// --- a static file server, as a user's would be --------------------------------

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
};
const server = createServer((request, response) => {
  const path = new URL(request.url, "http://localhost").pathname;
  const file = normalize(join(options.page, path === "/" ? "index.html" : path));
  if (!file.startsWith(normalize(options.page)) || !existsSync(file) || !types[extname(file)]) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": types[extname(file)] }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

// --- the checks -------------------------------------------------------------------

const checks = [];
function check(name, work) {
  checks.push({ name, work });
}

const sample = (name) => readFileSync(join(options.data, name), "utf8");
const boardLines = (text) => text.split("\n").map((line) => line.trim()).filter((line) => line && line !== "0");

async function cellsOnPage(page) {
  return page.$$eval("#board .cell", (cells) =>
    cells.sort((a, b) => a.dataset.cell - b.dataset.cell).map((cell) => Number(cell.dataset.symbol)));
}

async function setInput(page, text) {
  await page.$eval("#input", (input) => { input.value = ""; });
  await page.type("#input", text);
}

async function chooseSize(page, size) {
  await page.select("#size", String(size));
  await page.waitForFunction((n) => document.querySelectorAll("#board .cell").length === n, {}, 4 * size - 4);
}

const textOf = (page, selector) => page.$eval(selector, (element) => element.textContent);

const desktop = { width: 1280, height: 900 };
// A phone's width (without isMobile, whose change reloads the page).
const phone = { width: 390, height: 844 };

async function answerAll(page) {
  await page.click("#answer-all");
  await page.waitForFunction(() => !document.querySelector("#answers-status").textContent.startsWith("answering"),
    { timeout: 120_000 });
}

// C(n, k), for the placements of one symbol's 8 blocks on a board of 4L - 4 cells.
function choose(n, k) {
  let result = 1;
  for (let i = 1; i <= k; ++i) result = (result * (n - k + i)) / i;
  return result;
}

// "about 18 s", "1.31 s", "950.0 ms", "12 µs" (a no-break space before the
// unit) -> milliseconds.
function parseDuration(text) {
  const [, value, unit] = text.match(/([\d.]+)\u00a0(µs|ms|s|minutes)/);
  return Number(value) * { µs: 1e-3, ms: 1, s: 1e3, minutes: 6e4 }[unit];
}

// The standard board's cells, numbered row by row, as the puzzle defines them:
// move A pushes column 2 (cells 0 2 6 11 15 20 22) up by one, its top block
// going to the bottom; C pushes row 2 (cells 4..10) right; F undoes A.
const lineA = [0, 2, 6, 11, 15, 20, 22];
const standardCenter = [6, 7, 8, 11, 12, 15, 16, 17];

check("the page is interactive, and nothing fails to load", async (page, errors) => {
  const readyAt = await page.evaluate(() => globalThis.rotationReadyAt);
  console.log(`    interactive ${readyAt.toFixed(0)} ms after navigation started`);
  assert.equal(await page.$$eval("#board .cell", (cells) => cells.length), 24);
  assert.equal(await page.$$eval("#board .move-button", (buttons) => buttons.length), 8);
  assert.deepEqual(errors, []);
});

check("the Time field wraps between words, never inside one (390 px wide)", async (page) => {
  await page.setViewport(phone);
  await chooseSize(page, 5);  // a table not built yet: the field says how long it took
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#answer").textContent !== "–");
  const { text, lines, broken } = await page.$eval("#time", (field) => {
    const node = field.firstChild;
    const range = document.createRange();
    range.selectNodeContents(field);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    const split = [];
    for (const word of node.data.matchAll(/[^ ]+/g)) {  // a number and its unit, one word
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) split.push(word[0]);
    }
    return { text: node.data, lines: tops.size, broken: split };
  });
  assert.match(text, /to build the table, once/);
  assert.ok(lines > 1, `the field fits one line (${text}): nothing tested`);
  assert.deepEqual(broken, [], `words broken across lines in "${text}"`);
  assert.match(text, /^[\d.]+\u00a0(µs|ms) \(and [\d.]+\u00a0(µs|ms|s) to build/);
  await page.setViewport(desktop);
  await chooseSize(page, 7);
});

check("rotation.wasm fits the 400 KB budget", async () => {
  const bytes = statSync(join(options.page, "rotation.wasm")).size;
  console.log(`    rotation.wasm: ${bytes} bytes`);
  assert.ok(bytes <= 400_000, `${bytes} bytes`);
});

check("each sample board, typed and solved, shows the published answer", async (page) => {
  let shown = "";
  for (const line of boardLines(sample("rotation_sample.in"))) {
    await setInput(page, line);
    await page.click("#load");
    assert.deepEqual(await cellsOnPage(page), line.split(/\s+/).map(Number));
    await page.click("#solve");
    await page.waitForFunction(() => document.querySelector("#answer").textContent !== "–");
    shown += `${await textOf(page, "#answer")}\n${await textOf(page, "#center")}\n`;
  }
  assert.equal(shown, sample("rotation_sample.out"));
});

check("the answer of every board of every size, as published; each table's build time foretold", async (page) => {
  const samples = { 5: "size5_sample", 7: "rotation_sample", 9: "size9_sample", 11: "size11_sample" };
  for (const [size, name] of Object.entries(samples)) {
    await chooseSize(page, size);
    await page.$eval("#input", (input, text) => { input.value = text; }, sample(`${name}.in`));
    const started = Date.now();
    await page.click("#answer-all");
    // What the page foretells, once it has timed size 7's table.
    await page.waitForFunction(() => / about |^(?!answering)/.test(document.querySelector("#answers-status").textContent),
      { timeout: 10_000 });
    const foretold = await textOf(page, "#answers-status");
    await page.waitForFunction(() => !document.querySelector("#answers-status").textContent.startsWith("answering"),
      { timeout: 120_000 });
    console.log(`    size ${size}: ${Date.now() - started} ms`);
    assert.equal(await textOf(page, "#answers"), sample(`${name}.out`));
    const done = await textOf(page, "#answers-status");
    if (size === "5" || size === "7") continue;  // built already, or in a few milliseconds
    // The estimate, from a build of size 7's table timed just before; the
    // placements, C(4L - 4, 8), counted here.
    const placements = choose(4 * size - 4, 8).toLocaleString("en");
    const estimate = foretold.match(new RegExp(`^answering: first its table of size ${size}, ${placements} placements: ` +
      `about (.*) here, from this browser's build of size 7's ${choose(24, 8).toLocaleString("en")} in (.*) just now, ` +
      "scaled as placements\\^1\\.2$"));
    assert.ok(estimate, foretold);
    const built = done.match(/\(and (.*) to build the table, once\)$/);
    assert.ok(built, done);
    const ratio = parseDuration(built[1]) / parseDuration(estimate[1]);
    console.log(`    size ${size}'s table: about ${estimate[1]} foretold (size 7's in ${estimate[2]}), ` +
      `${built[1]} taken: ${ratio.toFixed(2)} times the estimate`);
    assert.ok(ratio > 1 / 2.5 && ratio < 2.5, `${ratio} times the estimate`);
  }
  await chooseSize(page, 7);
});

check("pushing lines moves the blocks as the rules say", async (page) => {
  const [first] = boardLines(sample("rotation_sample.in"));
  await setInput(page, first);
  await page.click("#load");
  const before = await cellsOnPage(page);
  await page.click('#board .move-button[data-move="A"]');
  const after = await cellsOnPage(page);
  const expected = [...before];
  lineA.forEach((cell, k) => { expected[cell] = before[lineA[(k + 1) % lineA.length]]; });
  assert.deepEqual(after, expected);
  await page.keyboard.press("f");  // F undoes A
  assert.deepEqual(await cellsOnPage(page), before);
  // The published answer to this board, AC, by key and by button: all 2s in the center.
  await page.keyboard.press("a");
  await page.click('#board .move-button[data-move="C"]');
  const solved = await cellsOnPage(page);
  assert.deepEqual(standardCenter.map((cell) => solved[cell]), Array(8).fill(2));
  assert.equal(await textOf(page, "#board-status"), "Solved: the center holds 2s only.");
});

check("stepping through an answer ends on a solved board", async (page) => {
  const boards = boardLines(sample("rotation_sample.in"));
  await setInput(page, boards[3]);
  await page.click("#load");
  const start = await cellsOnPage(page);
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#answer").textContent !== "–");
  const moves = await textOf(page, "#answer");
  await page.click("#forward");
  assert.equal(await textOf(page, "#step"), `move 1 of ${moves.length}`);
  await page.click("#last");
  const end = await cellsOnPage(page);
  const center = await textOf(page, "#center");
  assert.deepEqual(standardCenter.map((cell) => String(end[cell])), Array(8).fill(center));
  await page.click("#first");
  assert.deepEqual(await cellsOnPage(page), start);
  // Play becomes Pause in the same room: the counter beside it stays put.
  const where = () => page.evaluate(() => ({
    play: document.querySelector("#play").getBoundingClientRect().width,
    step: document.querySelector("#step").getBoundingClientRect().top,
  }));
  const paused = await where();
  await page.click("#play");
  assert.equal(await textOf(page, "#play"), "Pause");
  assert.deepEqual(await where(), paused);
  await page.waitForFunction((n) => document.querySelector("#step").textContent === `move ${n} of ${n}`,
    { timeout: 20_000 }, moves.length);
  assert.deepEqual(await cellsOnPage(page), end);
});

check("a bad board shows the library's message", async (page) => {
  await setInput(page, "1 2 3");
  await page.click("#load");
  assert.equal(await textOf(page, "#error"), "line 1 (case 1): expected 24 symbols, got 3");
  await setInput(page, boardLines(sample("rotation_sample.in"))[0]);
  await page.click("#load");
  assert.equal(await textOf(page, "#error"), "");
  // An edit that leaves nine 1s is no board: said, and nothing to solve.
  const cells = await cellsOnPage(page);
  const cell = cells.indexOf(3);
  await page.click(`#board .cell[data-cell="${cell}"]`);  // 3 -> 1
  assert.equal(await textOf(page, "#board-status"), "Not a board: a board has 8 of each symbol, this one " +
    "9 of symbol 1 and 7 of symbol 3. Edit the cells until it is one; moves wait till then.");
  assert.equal(await page.$eval("#solve", (button) => button.disabled), true);
  await page.click(`#board .cell[data-cell="${cell}"]`);  // 1 -> 2
  await page.click(`#board .cell[data-cell="${cell}"]`);  // 2 -> 3
  assert.equal(await page.$eval("#solve", (button) => button.disabled), false);
});

check("the judge box: Example fills in boards of the size chosen, and follows it; an empty box says so", async (page) => {
  const placeholder = await page.$eval("#input", (input) => input.placeholder);
  assert.doesNotMatch(placeholder, /\d/, "a placeholder that looks like a board");
  for (const button of ["#load", "#answer-all"]) {
    await setInput(page, sample("rotation_sample.in").split("\n")[0]);
    await answerAll(page);
    assert.notEqual(await textOf(page, "#answers"), "");
    await page.$eval("#input", (input) => { input.value = " \n"; });
    await page.click(button);
    assert.equal(await textOf(page, "#error"),
      "The box is empty: type or paste boards, one per line, or press Example.");
    assert.equal(await textOf(page, "#answers"), "", `${button} on an empty box left the answers`);
  }
  const boardsIn = async (size) => {
    const lines = (await page.$eval("#input", (input) => input.value)).trimEnd().split("\n");
    assert.equal(lines.pop(), "0");
    assert.equal(lines.length, 3);
    for (const line of lines) {  // each a board: 4L - 4 cells, 8 of each symbol
      const symbols = line.split(" ").map(Number);
      assert.equal(symbols.length, 4 * size - 4);
      for (let symbol = 1; symbol <= (size - 1) / 2; ++symbol) {
        assert.equal(symbols.filter((s) => s === symbol).length, 8, line);
      }
    }
    return lines;
  };
  await chooseSize(page, 9);
  await page.click("#example");
  const boards = await boardsIn(9);
  await page.click("#load");
  assert.equal(await textOf(page, "#error"), "");
  assert.deepEqual(await cellsOnPage(page), boards[0].split(" ").map(Number));
  await chooseSize(page, 5);  // the example follows the size
  await boardsIn(5);
  await answerAll(page);
  assert.equal(await textOf(page, "#error"), "");
  assert.equal((await textOf(page, "#answers")).split("\n").length, 7);
  await chooseSize(page, 7);
  await boardsIn(7);
});

check("a bad load after answers clears them", async (page) => {
  await page.$eval("#input", (input, text) => { input.value = text; }, sample("rotation_sample.in"));
  await answerAll(page);
  assert.equal(await textOf(page, "#answers"), sample("rotation_sample.out"));
  await setInput(page, "1 2 3");
  await page.click("#load");
  assert.equal(await textOf(page, "#error"), "line 1 (case 1): expected 24 symbols, got 3");
  assert.equal(await textOf(page, "#answers"), "");
});

check("board and chart readable at 1280x900 and at 390 px wide, on size 11", async (page) => {
  await chooseSize(page, 11);
  for (const viewport of [desktop, phone]) {
    await page.setViewport(viewport);
    await new Promise((resolve) => setTimeout(resolve, 200));  // the chart redrawn at its new width
    const seen = await page.evaluate(() => {
      const scale = (element) => element.closest("svg").getScreenCTM().a;  // CSS px per unit
      const px = (element) => parseFloat(getComputedStyle(element).fontSize) * scale(element);
      const cell = document.querySelector("#board .cell");
      return {
        cell: cell.width.baseVal.value * scale(cell),
        digit: px(document.querySelector("#board .cell-label")),
        letter: px(document.querySelector("#board .move-button text")),
        chart: Math.min(...[...document.querySelectorAll("#chart text")].map(px)),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    console.log(`    ${viewport.width} px: cells ${seen.cell.toFixed(1)} px, digits ${seen.digit.toFixed(1)} px, ` +
      `chart text ${seen.chart.toFixed(1)} px`);
    assert.ok(seen.cell >= 24, `cells of ${seen.cell} px`);
    assert.ok(seen.digit >= 12 && seen.letter >= 12, `digits of ${seen.digit} px, letters of ${seen.letter} px`);
    assert.ok(seen.chart >= 12, `chart text of ${seen.chart} px`);
    assert.ok(seen.overflow <= 0, `the page is ${seen.overflow} px wider than the screen`);
  }
  await page.setViewport(desktop);
  await chooseSize(page, 7);
});

check("the stop button ends a long search, and the page goes on", async (page) => {
  await chooseSize(page, 11);
  // The second board of the size-11 sample needs 15 moves: the exact table
  // answers at once (it was built above), but line distance and the textbook
  // bound need hundreds of millions of nodes and more (a random board may need
  // only 12, which the textbook bound finishes in a second).
  const deep = boardLines(sample("size11_sample.in"))[1];
  await setInput(page, deep);
  await page.click("#load");
  await page.$eval("#budget", (input) => { input.value = "1000000000000"; });
  await page.click("#compare");
  await page.waitForFunction(() => /line distance|textbook/.test(document.querySelector("#compare-status").textContent),
    { timeout: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const clicked = Date.now();
  await page.click("#stop");
  await page.waitForFunction(() => /^stopped/.test(document.querySelector("#compare-status").textContent),
    { timeout: 5_000 }).catch(async (error) => {
    console.log(`    the status says: ${await textOf(page, "#compare-status")}`);
    throw error;
  });
  console.log(`    stopped ${Date.now() - clicked} ms after the click`);
  assert.match(await textOf(page, "#stop-status"), /^Stopped the (line distance|textbook \(misplaced center\)) search\. /);
  assert.equal(await page.$eval("#compare", (button) => button.disabled), false);
  const before = await cellsOnPage(page);
  await page.keyboard.press("a");
  assert.notDeepEqual(await cellsOnPage(page), before);
  // A board changed during a comparison stops it: no result of the old board
  // lands on the new board's chart.
  await setInput(page, deep);
  await page.click("#load");
  await page.click("#compare");
  await page.waitForFunction(() => /line distance|textbook/.test(document.querySelector("#compare-status").textContent),
    { timeout: 60_000 });
  await page.keyboard.press("b");
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(await textOf(page, "#compare-status"), "");
  assert.equal(await page.$$eval("#chart polyline", (lines) => lines.length), 0);
  assert.equal(await page.$eval("#compare", (button) => button.disabled), false);
  await page.$eval("#budget", (input) => { input.value = input.defaultValue; });
  // A solve stopped while it builds the table (the stopped worker took the
  // table with it): both said.
  await page.click("#solve");
  await page.waitForFunction(() => / about /.test(document.querySelector("#solve-status").textContent),
    { timeout: 10_000 });
  assert.match(await textOf(page, "#solve-status"), /^solving: first its table of size 11, 76,904,685 placements: about /);
  await page.click("#stop");
  assert.equal(await textOf(page, "#solve-status"), "stopped");
  assert.match(await textOf(page, "#stop-status"), /^Stopped the solve of size 11\. /);
  await chooseSize(page, 7);
});

check("size 13: offered, its board drawn, its table's build foretold, and a stop ends it", async (page) => {
  // Its table takes a minute or more to build in a tab (docs/portability.md):
  // CI sees the page foretell it and stops; the build itself is measured apart.
  await chooseSize(page, 13);
  const [first] = boardLines(sample("size13_sample.in"));
  await setInput(page, first);
  await page.click("#load");
  assert.deepEqual(await cellsOnPage(page), first.split(/\s+/).map(Number));
  await page.click("#solve");
  await page.waitForFunction(() => / about /.test(document.querySelector("#solve-status").textContent),
    { timeout: 10_000 });
  const placements = choose(48, 8).toLocaleString("en");
  const foretold = (await textOf(page, "#solve-status")).match(
    new RegExp(`^solving: first its table of size 13, ${placements} placements: about (.*) here, `));
  assert.ok(foretold, await textOf(page, "#solve-status"));
  console.log(`    size 13's table: about ${foretold[1]} foretold`);
  await page.click("#stop");
  assert.equal(await textOf(page, "#solve-status"), "stopped");
  assert.match(await textOf(page, "#stop-status"), /^Stopped the solve of size 13\. /);
  await chooseSize(page, 7);
});

check("a solved board with its heuristics' chart, as a screenshot", async (page) => {
  await setInput(page, boardLines(sample("rotation_sample.in"))[3]);
  await page.click("#load");
  await page.click("#solve");
  await page.waitForFunction(() => document.querySelector("#answer").textContent !== "–");
  // A budget past what a double holds exactly is no limit, not zero.
  await page.$eval("#budget", (input) => { input.value = "1e20"; });
  await page.click("#compare");
  await page.waitForFunction(() => /textbook.*nodes/.test(document.querySelector("#compare-status").textContent),
    { timeout: 60_000 });
  assert.equal((await textOf(page, "#compare-status")).match(/found/g)?.length, 3);
  await page.$eval("#budget", (input) => { input.value = input.defaultValue; });
  const series = await page.$$eval("#chart polyline", (lines) => lines.length);
  assert.equal(series, 3);
  await page.click("#last");
  await new Promise((resolve) => setTimeout(resolve, 500));  // the colors' transition
  if (options.screenshot) {
    await page.screenshot({ path: options.screenshot, fullPage: true });
    console.log(`    saved ${options.screenshot}`);
    const phoneShot = options.screenshot.replace(/(\.png)?$/, "-390px.png");
    await page.setViewport(phone);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await page.screenshot({ path: phoneShot, fullPage: true });
    await page.setViewport(desktop);
    console.log(`    saved ${phoneShot}`);
  }
});

// --- run ---------------------------------------------------------------------------

const browser = await puppeteer.launch({
  executablePath: options.chromium,
  headless: true,
  // Root (as in CI containers) has no sandbox to drop into.
  args: process.getuid?.() === 0 ? ["--no-sandbox"] : [],
});
let failed = 0;
let ran = 0;
const requested = [];  // every address the page asked for, workers' included
try {
  const page = await browser.newPage();
  await page.setViewport(desktop);
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
  page.on("request", (request) => requested.push(request.url()));
  page.on("requestfailed", (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]", { timeout: 10_000 });
  for (const { name, work } of checks) {
    if (options.only && !new RegExp(options.only).test(name)) continue;
    ++ran;
    try {
      await work(page, errors);
      console.log(`ok   ${name}`);
    } catch (error) {
      ++failed;
      console.log(`FAIL ${name}\n${error.stack ?? error}`);
    }
  }
  assert.deepEqual(errors, [], "errors on the page");
  const elsewhere = requested.filter((address) => !address.startsWith(url) && !address.startsWith("data:"));
  assert.deepEqual(elsewhere, [], "requests that did not go to the page's own server");
} finally {
  await browser.close();
  server.close();
}
console.log(failed === 0 ? `all ${ran} checks passed` : `${failed} of ${ran} checks failed`);
process.exit(failed === 0 ? 0 : 1);
