// The page's figures (docs/performance.md): generation in WebAssembly against the native
// build for the same boards (4-player all-expansion boards, the seeds BM_Pipeline uses),
// a whole board with its JSON and SVG as the page asks for it, and the module's size.
//   node bench/web_bench.mjs [SITE_DIR] [NATIVE_MAKE_BOARDS] [count]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const [site = 'build-web/site', makeBoards = 'build/bench/uuboard_make_boards', countText = '200'] = process.argv.slice(2);
const count = Number(countText);
const uuboard = await import(pathToFileURL(resolve(site, 'uuboard.mjs')).href);
const all = { players: 4, expansions: 'all' };

await uuboard.benchmark(all, 20);  // warm up: compile tiers settle
const best = (runs) => Math.min(...runs);
const wasmRuns = [];
for (let r = 0; r < 3; ++r) wasmRuns.push((await uuboard.benchmark(all, count)).ms / count);
const nativeRuns = [];
for (let r = 0; r < 3; ++r) {
  const start = process.hrtime.bigint();
  execFileSync(makeBoards, [String(count), '4']);
  nativeRuns.push(Number(process.hrtime.bigint() - start) / 1e6 / count);
}
const pageRuns = [];
for (let i = 0; i < 50; ++i) {
  const start = performance.now();
  await uuboard.generate({ ...all, seed: `page-${i}` });
  pageRuns.push(performance.now() - start);
}
pageRuns.sort((a, b) => a - b);
const wasm = readFileSync(resolve(site, 'uuboard-core.wasm'));
const js = readFileSync(resolve(site, 'uuboard-core.js'));
console.log(`generation, 4 players, all expansions, ${count} boards (best of 3):`);
console.log(`  WebAssembly ${best(wasmRuns).toFixed(2)} ms a board, native ${best(nativeRuns).toFixed(2)} ms: ${(best(wasmRuns) / best(nativeRuns)).toFixed(2)}x`);
console.log(`a board with its JSON and SVG, as the page asks (50 boards): median ${pageRuns[25].toFixed(1)} ms, slowest ${pageRuns[49].toFixed(1)} ms`);
console.log(`module: uuboard-core.wasm ${(wasm.length / 1024).toFixed(0)} KB (${(gzipSync(wasm, { level: 9 }).length / 1024).toFixed(0)} KB gzipped), uuboard-core.js ${(js.length / 1024).toFixed(0)} KB`);
