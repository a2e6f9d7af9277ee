// uuboard in JavaScript: the core compiled to WebAssembly, the same boards as the command
// line's, byte for byte. Works in a browser (a page or a Web Worker) and in Node.
//
//   import { generate } from './uuboard.mjs';
//   const { seed, json, svg, pdf } = await generate({ seed: 'club', players: 6, expansions: 'all', pdf: true });
//
// Options are keyed by the command line's long option names (players, first-game,
// board-paper, ink-friendly, ...), with the same defaults, limits and messages. A bad
// value throws an Error whose message is the command line's and whose code is its exit
// code (2 bad input, 1 no board could be made).
import createUuboardCore from './uuboard-core.js';

const here = new URL('.', import.meta.url);
const inNode = typeof process === 'object' && typeof process.versions?.node === 'string' && typeof window === 'undefined';

async function bytesOf(name) {
  const url = new URL(name, here);
  if (inNode) {
    const { readFile } = await import('node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// Node 18 has Web Crypto only under node:crypto; browsers and later Node as a global.
const webCrypto = globalThis.crypto ?? (inNode ? (await import('node:crypto')).webcrypto : undefined);

let loading = null;
let fontsLoading = null;

// Loads the WebAssembly module, once. The fonts the PDF embeds follow in the background,
// so the first board does not wait for them and a PDF made offline later has them.
export function load() {
  loading ??= (async () => {
    // A browser compiles the module while it downloads (instantiateStreaming); Node is
    // handed the bytes.
    const core = await createUuboardCore(inNode ? { wasmBinary: await bytesOf('uuboard-core.wasm') }
      : { locateFile: (name) => new URL(name, here).href });
    fontsLoading = loadFonts(core);
    fontsLoading.catch(() => {});  // reported when a PDF needs them
    return core;
  })();
  return loading;
}

async function loadFonts(core) {
  const fonts = await Promise.all([bytesOf('fonts/DejaVuSans.ttf'), bytesOf('fonts/DejaVuSans-Bold.ttf')]);
  fonts.forEach((font, i) => {
    const at = core._malloc(font.length);
    core.HEAPU8.set(font, at);
    core._uu_set_font(i, at, font.length);
    core._free(at);
  });
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// One request to the core: its header and its parts by name.
async function call(request) {
  const core = await load();
  if (request.outputs?.includes('pdf')) await fontsLoading;
  const text = encoder.encode(JSON.stringify(request));
  const at = core._malloc(text.length);
  core.HEAPU8.set(text, at);
  core._uu_run(at, text.length);
  core._free(at);
  const part = (i) => {
    const start = core._uu_part_data(i);
    return core.HEAPU8.slice(start, start + core._uu_part_size(i));
  };
  const header = JSON.parse(decoder.decode(part(0)));
  if (header.code !== 0) {
    const error = new Error(header.message);
    error.code = header.code;
    throw error;
  }
  const parts = new Map(header.parts.map((name, i) => [name, part(i + 1)]));
  return { header, parts };
}

// Option values as typed on a command line: text ("6", "true"), or absent.
function typed(options) {
  const out = {};
  for (const [name, value] of Object.entries(options ?? {})) {
    if (name === 'pdf' || value === undefined || value === null) continue;
    out[name] = String(value);
  }
  return out;
}

function result({ header, parts }) {
  const svgPages = [...parts].filter(([name]) => name.startsWith('svg:'))
    .map(([name, bytes]) => ({ name: name.slice(4), svg: decoder.decode(bytes) }));
  return {
    seed: header.seed,
    json: parts.has('json') ? decoder.decode(parts.get('json')) : undefined,
    svg: svgPages[0]?.svg,
    svgPages: svgPages.map((p) => p.svg),
    sheetNames: svgPages.map((p) => p.name),
    pdf: parts.get('pdf'),
  };
}

function outputs(options) {
  return options?.pdf ? ['json', 'svg', 'pdf'] : ['json', 'svg'];
}

// A short random seed like the command line's (lowercase letters and digits, no look-alikes).
export function randomSeed() {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = webCrypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

// One board from options keyed by the command line's long names; see the top of this file.
export async function generate(options = {}) {
  const request = { command: 'generate', options: typed(options), outputs: outputs(options) };
  if (!request.options.seed) request.random_seed = randomSeed();
  return result(await call(request));
}

// A saved board (the text of a .json file) drawn again with the drawing options
// (ink-friendly, mono, legend, secret-board, duplex, assembly), as `uuboard render` does.
export async function render(boardJson, options = {}, name = 'board.json') {
  return result(await call({ command: 'render', board: boardJson, name, options: typed(options), outputs: outputs(options) }));
}

// The generator's version ("0.8.0": a seed's board is the same wherever this is the
// same) and every option with its default, limits and choices, as the command line has
// them: { version, options }, from one call to the core.
export async function info() {
  const { header } = await call({ command: 'info' });
  return { version: header.version, options: header.options };
}

export async function version() {
  return (await info()).version;
}

export async function optionInfo() {
  return (await info()).options;
}

// Boards of seeds bench-0 ... bench-(count - 1) made and nothing else, timed inside the
// module: { boards, nodes, ms } (bench/web_bench.mjs).
export async function benchmark(options = {}, count = 200) {
  return (await call({ command: 'bench', options: typed(options), count })).header.bench;
}
