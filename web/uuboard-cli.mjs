#!/usr/bin/env node
// One board from Node, without a C++ toolchain: the options of `uuboard` that shape one
// board, and the same files it writes for them (.json and .svg byte for byte; .pdf the
// same pages, from the core's own PDF writer).
//   node uuboard-cli.mjs --seed club --players 6 --expansions all -o board.pdf
import { writeFile, rename, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { generate, version } from './uuboard.mjs';

const valueOptions = new Map([
  ['--seed', 'seed'], ['-p', 'players'], ['--players', 'players'], ['-e', 'expansions'], ['--expansions', 'expansions'],
  ['--paper', 'paper'], ['--margin', 'margin'], ['--size', 'size'], ['--sheets', 'sheets'], ['--overlap', 'overlap'],
  ['--board-paper', 'board-paper'], ['--duplex', 'duplex'], ['-o', 'output'], ['--output', 'output'],
]);
const flags = new Map([
  ['--first-game', ['first-game', true]], ['--portrait', ['portrait', true]], ['--ink-friendly', ['ink-friendly', true]],
  ['--mono', ['mono', true]], ['--legend', ['legend', true]], ['--no-legend', ['legend', false]],
  ['--secret-board', ['secret-board', true]],
  ['--assembly', ['assembly', true]], ['--no-assembly', ['assembly', false]], ['-q', ['quiet', true]], ['--quiet', ['quiet', true]],
]);

const usage = `usage: node uuboard-cli.mjs [options] -o FILE.{json,svg,pdf}
Makes one board, as uuboard does for the same options:
  --seed TEXT  -p, --players N  -e, --expansions LIST  --first-game  --paper P  --portrait
  --margin MM  --size WxH  --sheets CxR  --overlap MM  --board-paper P
  --ink-friendly  --mono  --no-legend  --secret-board  --duplex long|short  --no-assembly
  -o FILE (.json, .svg, .pdf; a board on several sheets as .svg needs {sheet} in the name)
  -q, --quiet  --version  --help
Options, defaults, limits and messages are those of uuboard (see docs/cli.md).`;

class UsageError extends Error {}

function parse(argv) {
  const options = {};
  for (let i = 0; i < argv.length; ++i) {
    let arg = argv[i];
    let inline;
    if (arg.startsWith('--') && arg.includes('=')) [arg, inline] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
    if (valueOptions.has(arg)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`${arg}: a value is needed`);
      options[valueOptions.get(arg)] = value;
    } else if (flags.has(arg) && inline === undefined) {
      const [name, value] = flags.get(arg);
      options[name] = value;
    } else {
      throw new UsageError(`${argv[i]}: unknown option for this command (node uuboard-cli.mjs --help lists them)`);
    }
  }
  return options;
}

// Writes the whole file or nothing: a temporary name beside it, then renamed over it.
async function writeWhole(path, bytes) {
  if (dirname(path) !== '.') await mkdir(dirname(path), { recursive: true });
  const temporary = `${dirname(path)}/.${path.split('/').pop()}.tmp-${process.pid}`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

function fileSafe(seed) {
  const safe = [...seed].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c)).join('');
  return safe === '' ? 'board' : safe;
}

async function main(argv) {
  if (argv.includes('--help') || argv.includes('-h')) return console.log(usage), 0;
  if (argv.includes('--version')) return console.log(`uuboard ${await version()}`), 0;
  const { output, quiet, ...options } = parse(argv);
  const extension = (output ?? '.pdf').split('.').pop().toLowerCase();
  if (!['json', 'svg', 'pdf'].includes(extension)) throw new UsageError(`-o ${output}: unknown format (use .json, .svg or .pdf)`);
  const board = await generate({ ...options, pdf: extension === 'pdf' });
  if (!options.seed && !quiet) console.error(`uuboard: seed ${board.seed}`);
  const name = output ?? `uuboard-${fileSafe(board.seed)}-${JSON.parse(board.json).options.players}p.pdf`;
  if (extension === 'json') return await writeWhole(name, board.json), 0;
  if (extension === 'pdf') return await writeWhole(name, board.pdf), 0;
  if (board.svgPages.length > 1) {
    if (!name.includes('{sheet}')) {
      throw new UsageError(`-o ${name}: a board on ${board.sheetNames.filter((n) => n !== 'assembly').length} sheets is a svg file per sheet; put {sheet} in the name (for example -o 'board-{sheet}.svg')`);
    }
    for (const [k, svg] of board.svgPages.entries()) await writeWhole(name.replaceAll('{sheet}', board.sheetNames[k]), svg);
    return 0;
  }
  await writeWhole(name, board.svg);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`uuboard: error: ${error.message}`);
  process.exitCode = error instanceof UsageError ? 2 : error.code ?? 3;
}
