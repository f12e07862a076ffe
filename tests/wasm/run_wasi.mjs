// Runs a WASI program under node's WASI (node 20: node:wasi, preview1), with
// standard input, output and error passed through: node run_wasi.mjs PROGRAM.wasm < input
// Exits with the program's exit status.
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import { argv, exit } from 'node:process';

if (argv.length < 3) {
  console.error('usage: node run_wasi.mjs PROGRAM.wasm [ARG]...');
  exit(2);
}
const wasi = new WASI({ version: 'preview1', args: argv.slice(2), returnOnExit: true });
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
exit(wasi.start(instance));
