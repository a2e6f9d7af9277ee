// The same board everywhere: the WebAssembly build (32-bit, clang and libc++) against the
// native program, over option sets that span every player count, expansion mix, paper
// both ways, first game, --size, --sheets, --board-paper, ink-friendly and mono. The
// board's JSON and every SVG page must be the same bytes, and a failure the same message;
// for a sample, the WebAssembly PDF (the core's writer) is rasterised against the native
// one (Cairo's) and must differ in under 1 % of pixels.
//   node tests/web/determinism.mjs NATIVE_UUBOARD SITE_DIR [count]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [native, site, countText] = process.argv.slice(2);
if (!native || !site) {
  console.error('usage: node tests/web/determinism.mjs NATIVE_UUBOARD SITE_DIR [count]');
  process.exit(2);
}
const count = Number(countText ?? 560);
const uuboard = await import(pathToFileURL(resolve(site, 'uuboard.mjs')).href);
const work = mkdtempSync(join(tmpdir(), 'uuboard-determinism-'));

// The option sets: every player count with every expansion mix and paper, turned and
// not, with first game, ink-friendly and mono mixed in, and the large-board options.
const expansions = ['none', 'all', 'nasty-nodes,electric', 'nodes-of-knowledge,extreme-expeditions,sharp-scissors', 'sharp-scissors'];
const papers = ['a4', 'letter', 'legal', 'tabloid', 'a3', 'a5', '200x150', '11x8.5in'];
const special = [
  { size: '30x20' }, { size: '40x40', sheets: '2x2' }, { size: '24x16', sheets: '1x1', paper: 'a3' }, { sheets: '2x2' },
  { sheets: '2x1', overlap: '15' }, { 'board-paper': 'a3' }, { 'board-paper': 'tabloid', paper: 'letter' }, { sheets: '3x1' },
  { size: '11x11', players: '9' }, { margin: '12' }, { margin: '0' },
];
function optionSet(i) {
  const o = {
    seed: `det-${i}`,
    players: String(2 + (i % 8)),
    expansions: expansions[Math.floor(i / 8) % expansions.length],
    paper: papers[Math.floor(i / 40) % papers.length],
  };
  if (Math.floor(i / 3) % 2 === 1) o.portrait = 'true';
  if (i % 5 === 0) o['first-game'] = 'true';
  if (i % 7 === 3) o['ink-friendly'] = 'true';
  if (i % 11 === 4) o.mono = 'true';
  if (i % 9 === 0) Object.assign(o, special[Math.floor(i / 9) % special.length]);
  return o;
}

function nativeArgs(o) {
  const args = [];
  for (const [name, value] of Object.entries(o)) {
    if (value === 'true') args.push(`--${name}`);
    else args.push(`--${name}`, value);
  }
  return args;
}

// What the native program writes for these options as `format`: the files' bytes by
// sheet label ('board' for one page), or the message of its failure.
function nativeFiles(o, format, perSheet = false) {
  const dir = join(work, `${format}-${o.seed}`);
  const name = join(dir, perSheet ? `b-{sheet}.${format}` : `b.${format}`);
  mkdirSync(dir, { recursive: true });
  const run = spawnSync(native, [...nativeArgs(o), '-q', '-o', name], { encoding: 'buffer' });
  if (run.status !== 0) {
    const message = run.stderr.toString().trim().split('\n')[0].replace(/^uuboard: error: /, '');
    if (!perSheet && message.includes('put {sheet} in the name')) return nativeFiles(o, format, true);
    return { code: run.status, message };
  }
  const files = new Map();
  for (const file of readdirSync(dir)) files.set(perSheet ? file.slice(2, -format.length - 1) : 'board', readFileSync(join(dir, file)));
  return { code: 0, files };
}

let compared = 0, identical = 0, failedAlike = 0;
const problems = [];
for (let i = 0; i < count; ++i) {
  const o = optionSet(i);
  const json = nativeFiles(o, 'json');
  const svg = nativeFiles(o, 'svg');
  let web;
  try {
    web = await uuboard.generate(o);
  } catch (error) {
    web = { code: error.code, message: error.message };
  }
  compared += 1;
  if (json.code !== 0 || web.code) {
    if (json.code === web.code && json.message === web.message) failedAlike += 1;
    else problems.push(`${JSON.stringify(o)}: native exit ${json.code} "${json.message ?? ''}", WebAssembly exit ${web.code ?? 0} "${web.message ?? ''}"`);
    continue;
  }
  const same = [];
  same.push(Buffer.from(web.json).equals(json.files.get('board')) || `JSON differs`);
  const webPages = new Map(web.sheetNames.map((name, k) => [name, web.svgPages[k]]));
  const nativePages = svg.files;
  if (webPages.size !== nativePages.size) same.push(`SVG pages ${webPages.size} against ${nativePages.size}`);
  for (const [name, bytes] of nativePages) {
    if (!webPages.has(name) || !Buffer.from(webPages.get(name)).equals(bytes)) same.push(`SVG page ${name} differs`);
  }
  const differences = same.filter((s) => s !== true);
  if (differences.length === 0) identical += 1;
  else problems.push(`${JSON.stringify(o)}: ${differences.join('; ')}`);
}

// PDF pages: the core's writer in WebAssembly against Cairo's, rasterised at 100 dpi.
function readPpm(path) {
  const data = readFileSync(path);
  let at = 0;
  const fields = [];
  while (fields.length < 4) {
    while (data[at] === 0x20 || data[at] === 0x0a || data[at] === 0x0d || data[at] === 0x09) at += 1;
    let end = at;
    while (data[end] > 0x20) end += 1;
    fields.push(data.subarray(at, end).toString());
    at = end;
  }
  return { width: Number(fields[1]), height: Number(fields[2]), pixels: data.subarray(at + 1) };
}
function pages(pdf, stem) {
  execFileSync('pdftoppm', ['-r', '100', pdf, stem]);
  return readdirSync(work).filter((f) => f.startsWith(`${stem.split('/').pop()}-`) && f.endsWith('.ppm')).sort().map((f) => join(work, f));
}
const pdfSample = [
  { seed: 'pdf-1', players: '4', expansions: 'all', legend: 'true', 'secret-board': 'true' },
  { seed: 'pdf-2', players: '9', expansions: 'all', paper: 'a3' },
  { seed: 'pdf-3', players: '2', paper: 'a5', portrait: 'true', 'ink-friendly': 'true' },
  { seed: 'pdf-4', players: '6', paper: 'letter', sheets: '2x2', mono: 'true' },
  { seed: 'pdf-5 élan', players: '5', expansions: 'electric,sharp-scissors', 'first-game': 'true', legend: 'true' },
];
let pdfPages = 0, worstPdf = 0;
console.log(`determinism: ${compared} option sets: ${identical} boards with the same JSON and SVG bytes, ${failedAlike} refused alike`);
for (const o of pdfSample) {
  try {
    await comparePdf(o);
  } catch (error) {
    problems.push(`${o.seed}: PDF: ${error.message.split('\n')[0]}`);
  }
}
async function comparePdf(o) {
  const nativePdf = join(work, `${o.seed.replace(/ /g, '_')}-native.pdf`);
  execFileSync(native, [...nativeArgs(o), '-q', '-o', nativePdf]);
  const webPdf = nativePdf.replace('-native.pdf', '-web.pdf');
  writeFileSync(webPdf, (await uuboard.generate({ ...o, pdf: true })).pdf);
  const a = pages(nativePdf, nativePdf.replace('.pdf', '')), b = pages(webPdf, webPdf.replace('.pdf', ''));
  if (a.length !== b.length) problems.push(`${o.seed}: the PDF has ${b.length} pages, the native one ${a.length}`);
  for (let k = 0; k < Math.min(a.length, b.length); ++k) {
    const x = readPpm(a[k]), y = readPpm(b[k]);
    if (x.width !== y.width || x.height !== y.height) {
      problems.push(`${o.seed} page ${k + 1}: ${y.width}x${y.height} pixels against ${x.width}x${x.height}`);
      continue;
    }
    let differing = 0;
    for (let p = 0; p < x.pixels.length; p += 3) {
      if (Math.abs(x.pixels[p] - y.pixels[p]) > 48 || Math.abs(x.pixels[p + 1] - y.pixels[p + 1]) > 48 || Math.abs(x.pixels[p + 2] - y.pixels[p + 2]) > 48) differing += 1;
    }
    const fraction = differing / (x.width * x.height);
    worstPdf = Math.max(worstPdf, fraction);
    pdfPages += 1;
    if (fraction >= 0.01) problems.push(`${o.seed} page ${k + 1}: ${(100 * fraction).toFixed(2)} % of pixels differ (at most 1 %)`);
  }
}
rmSync(work, { recursive: true, force: true });

console.log(`determinism: ${pdfPages} PDF pages rasterised at 100 dpi; the most differing has ${(100 * worstPdf).toFixed(3)} % of its pixels off`);
for (const p of problems.slice(0, 20)) console.log(`FAIL ${p}`);
if (problems.length > 20) console.log(`... and ${problems.length - 20} more`);
const passed = compared + pdfSample.length - problems.length;
console.log(`${Math.max(passed, 0)} passed, ${problems.length} failed`);
process.exitCode = problems.length === 0 && identical >= 500 ? 0 : 1;
if (identical < 500) console.log(`FAIL only ${identical} boards compared identical (at least 500 wanted)`);
