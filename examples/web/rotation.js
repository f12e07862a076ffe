// The library in the browser: loads rotation.wasm (examples/web/playground.cpp
// built for wasm32-wasi) and wraps its C API in plain JavaScript. Used by the
// page (main thread: shapes, parsing, moves) and by its worker (searches);
// also runs under node, which the tests use.
//
//   const rotation = await loadRotation(bytesOrUrl, { onPass });
//   rotation.read(7, "1 1 1 1 3 2 ...")   -> { cells, center } or { error, line }
//   rotation.solve(7, text)               -> { moves, center, solutions, expanded }

const decoder = new TextDecoder();
const encoder = new TextEncoder();

// A wasm32 address or size as the module means it: an i32 reaches JavaScript
// signed, and a heap past 2 GiB would give negative offsets (a RangeError).
const unsigned = (i32) => i32 >>> 0;

// The few WASI calls the module links against: the C library's stderr (for a
// failure message before an abort), the clock, and file calls it never makes
// on a page. Each answers as a system with no files would.
function wasiImports(memory, log) {
  const nosys = 52;  // WASI's ENOSYS: not supported here
  return {
    fd_write(fd, iovs, count, written) {
      const view = new DataView(memory().buffer);
      let total = 0;
      let text = "";
      for (let i = 0; i < unsigned(count); ++i) {
        const base = view.getUint32(unsigned(iovs) + 8 * i, true);
        const length = view.getUint32(unsigned(iovs) + 8 * i + 4, true);
        text += decoder.decode(new Uint8Array(memory().buffer, base, length));
        total += length;
      }
      if (fd === 1 || fd === 2) log(text);
      view.setUint32(unsigned(written), total, true);
      return 0;
    },
    clock_time_get(id, precision, time) {
      const nanoseconds = BigInt(Math.round(performance.now() * 1e6));
      new DataView(memory().buffer).setBigUint64(unsigned(time), nanoseconds, true);
      return 0;
    },
    fd_close: () => nosys,
    fd_seek: () => nosys,
    proc_exit(code) {
      throw new Error(`rotation.wasm exited with status ${code}`);
    },
  };
}

export class Rotation {
  constructor(instance) {
    this.exports = instance.exports;
  }

  // Calls an export that reads text from the input buffer and answers JSON.
  #call(name, text, ...args) {
    const bytes = encoder.encode(text);
    const at = unsigned(this.exports.rt_input(bytes.length));
    new Uint8Array(this.exports.memory.buffer, at, bytes.length).set(bytes);
    this.exports[name](...args, bytes.length);
    return this.#output();
  }

  #output() {
    const at = unsigned(this.exports.rt_output());
    const length = unsigned(this.exports.rt_output_length());
    return decoder.decode(new Uint8Array(this.exports.memory.buffer, at, length));
  }

  #json(text) {
    return JSON.parse(text);
  }

  // The board of size `size`: its cells' grid positions, its eight lines
  // (move letters A..H in order), its center cells, its symbol count and its
  // placements of one symbol's blocks (the entries of its table).
  topology(size) {
    this.exports.rt_topology(size);
    return this.#json(this.#output());
  }

  // Builds the exact table of `size` (the searches build it on first use otherwise).
  prepare(size) {
    this.exports.rt_prepare(size);
    return this.#json(this.#output());
  }

  // Builds a table of `size` of its own and drops it (to time a build): { bytes }.
  buildOnce(size) {
    this.exports.rt_build_once(size);
    return this.#json(this.#output());
  }

  // The first board of judge-format text: { cells, center } or { error, line }.
  read(size, text) {
    return this.#json(this.#call("rt_read", text, size));
  }

  // A board from its cells' symbols: { cells, center } or { error, position }.
  make(size, cells) {
    return this.#json(this.#call("rt_make", cells.join(""), size));
  }

  // The boards along `moves` (letters) from `cells`: { boards: [...] } or { error }.
  apply(size, cells, moves) {
    return this.#json(this.#call("rt_apply", `${cells.join(" ")}\n${moves}`, size));
  }

  // The first shortest answer, its center symbol, the number of shortest answers.
  solve(size, cells) {
    return this.#json(this.#call("rt_solve", cells.join(" "), size));
  }

  // The judge's answers to every board of `text`: { answers } or { answers, error, line }.
  answers(size, text) {
    return this.#json(this.#call("rt_answers", text, size));
  }

  // IDA* passes with heuristic 0 (textbook), 1 (line distance) or 2 (exact):
  // { status, moves, expanded, passes: [[bound, nodes expanded], ...] }.
  passes(size, cells, heuristic, nodeBudget) {
    return this.#json(this.#call("rt_passes", cells.join(" "), size, heuristic, nodeBudget));
  }

  // One of the hardest boards (sizes 5 and 7): { moves, count, cells, center } or { error }.
  hardest(size, index) {
    this.exports.rt_hardest(size, index);
    return this.#json(this.#output());
  }
}

// `source`: the module's bytes (an ArrayBuffer or typed array) or its URL.
// `onPass(heuristic, bound, expandedSoFar)` hears each IDA* pass of passes().
export async function loadRotation(source, { onPass = () => {}, log = console.error } = {}) {
  const bytes =
    typeof source === "string" || source instanceof URL
      ? await (await fetch(source)).arrayBuffer()
      : source;
  let memory = null;
  const imports = {
    env: { rt_pass: onPass },
    wasi_snapshot_preview1: wasiImports(() => memory, log),
  };
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  memory = instance.exports.memory;
  instance.exports._initialize();  // a reactor: its static constructors
  return new Rotation(instance);
}
