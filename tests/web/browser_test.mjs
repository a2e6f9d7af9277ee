#!/usr/bin/env node
// The page in a real browser: headless Chromium (and Firefox with UUBOARD_FIREFOX=1)
// driven by puppeteer-core over web/serve.mjs serving build-web/site. Every board the page
// shows is compared byte for byte with what the native binary writes for the same options.
//   npm ci --prefix web && node tests/web/browser_test.mjs
// UUBOARD_BINARY: the native binary (build/uuboard); UUBOARD_SITE: the site (build-web/site).
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = path.resolve(repo, process.env.UUBOARD_SITE ?? 'build-web/site');
const binary = path.resolve(repo, process.env.UUBOARD_BINARY ?? 'build/uuboard');
const chromiumPath = process.env.UUBOARD_CHROMIUM ?? '/usr/bin/chromium';
const firefoxPath = process.env.UUBOARD_FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const screenshotPath = path.join(repo, 'build-web/screenshot.png');
const FIRST_BOARD_MS = 2000; // from opening the page to the first board shown
const LATER_BOARD_MS = 50;   // the aim from the change that asks for a board to the board shown (enforced with UUBOARD_STRICT_TIMING=1)

process.env.PUPPETEER_SKIP_DOWNLOAD = '1';
let puppeteer;
try {
  puppeteer = createRequire(path.join(repo, 'web/package.json'))('puppeteer-core');
} catch {
  fail('puppeteer-core is not installed: run `PUPPETEER_SKIP_DOWNLOAD=1 npm ci --prefix web` first');
}

function fail(message) {
  console.error(`browser test: ${message}`);
  process.exit(1);
}

for (const [what, file] of [['the site', path.join(site, 'uuboard.mjs')], ['the site', path.join(site, 'index.html')],
  ['the native binary', binary], ['Chromium', chromiumPath]]) {
  if (!existsSync(file)) fail(`${what} is missing: ${file} (bash scripts/web.sh builds the site; scripts/setup.sh the binary)`);
}

// ---- Checks -------------------------------------------------------------------------------

let passed = 0;
let failed = 0;

async function check(name, body) {
  const started = Date.now();
  try {
    const note = await body();
    passed++;
    console.log(`ok   ${name}${note ? ` (${note})` : ''} [${((Date.now() - started) / 1000).toFixed(1)} s]`);
  } catch (error) {
    failed++;
    console.log(`FAIL ${name}: ${error.message.split('\n').join('\n     ')}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `they differ at byte ${i} of ${a.length} (page) and ${b.length} (native): page "${a.slice(i, i + 60)}" native "${b.slice(i, i + 60)}"`;
}

function expectSame(pageText, nativeText, what) {
  expect(typeof pageText === 'string' && pageText.length > 0, `${what}: the page has no text for it`);
  expect(pageText === nativeText, `${what}: not the native binary's; ${firstDifference(pageText, nativeText)}`);
}

// ---- The native binary ----------------------------------------------------------------------

const work = await mkdtemp(path.join(tmpdir(), 'uuboard-browser-'));

async function native(args, ext) {
  const out = path.join(work, `native-${Math.random().toString(36).slice(2)}.${ext}`);
  await run(binary, [...args, '-q', '-o', out]);
  return ext === 'pdf' ? out : readFile(out, 'utf8');
}

async function nativeError(args) {
  try {
    await run(binary, [...args, '-q', '-o', path.join(work, 'never.svg')]);
  } catch (error) {
    return error.stderr.trim().replace(/^uuboard: error: /, '');
  }
  throw new Error(`the native binary accepted ${args.join(' ')}`);
}

async function pdfPages(file) {
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '1000', file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  const sizes = [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [Number(m[1]), Number(m[2])]);
  return { pages, sizes };
}

// ---- The server and the page ----------------------------------------------------------------

async function startServer() {
  const server = spawn(process.execPath, [path.join(repo, 'web/serve.mjs'), site, '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0].trim());
    });
    server.on('exit', (code) => reject(new Error(`web/serve.mjs exited (${code}) before printing its address`)));
    setTimeout(() => reject(new Error('web/serve.mjs printed no address within 5 s')), 5000);
  });
  expectOrExit(/^http:\/\/127\.0\.0\.1:\d+\/$/.test(url), `web/serve.mjs printed "${url}", not its address`);
  return { server, url };
}

function expectOrExit(condition, message) {
  if (!condition) fail(message);
}

async function launch(kind, userDataDir) {
  if (kind === 'firefox') {
    return puppeteer.launch({
      browser: 'firefox', executablePath: firefoxPath, headless: true, userDataDir,
      extraPrefsFirefox: { 'app.update.enabled': false, 'network.captive-portal-service.enabled': false, 'browser.safebrowsing.malware.enabled': false },
    });
  }
  return puppeteer.launch({
    executablePath: chromiumPath, headless: true, userDataDir,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

// Waits until the page shows a board (or another state) and nothing is pending.
async function settled(page, states = ['ready'], timeout = 10000) {
  await page.waitForFunction((wanted) => {
    const s = window.uuboardPage;
    return s && !s.busy && wanted.includes(s.state);
  }, { timeout, polling: 20 }, states);
  return page.evaluate(() => {
    const s = window.uuboardPage;
    return { state: s.state, seed: s.seed, svg: s.svg, json: s.json, options: s.options, error: s.error, mode: s.mode, boards: s.boards.length };
  });
}

async function openPage(browser, url, query = '') {
  const page = await browser.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('request', (request) => { if (!request.url().startsWith(url) && !/^(blob|data):/.test(request.url())) problems.push(`an outside request: ${request.url()}`); });
  page.problems = problems;
  await page.goto(url + query, { waitUntil: 'domcontentloaded' });
  return page;
}

// Replaces an input's text the way a player does: select it all and type.
async function typeInto(page, selector, text) {
  await page.focus(selector);
  await page.$eval(selector, (input) => input.select());
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

// ---- The checks, in order -------------------------------------------------------------------

async function checkServer(url) {
  await check('web/serve.mjs: the MIME types the page needs, index.html for /, nothing outside the site', async () => {
    const want = {
      '': 'text/html', 'index.html': 'text/html', 'app.js': 'text/javascript', 'uuboard.mjs': 'text/javascript',
      'uuboard-core.wasm': 'application/wasm', 'style.css': 'text/css', 'fonts/DejaVuSans.ttf': 'font/ttf',
    };
    for (const [file, type] of Object.entries(want)) {
      const response = await fetch(url + file);
      expect(response.status === 200, `/${file}: HTTP ${response.status}`);
      expect((response.headers.get('content-type') ?? '').startsWith(type), `/${file}: ${response.headers.get('content-type')}, not ${type}`);
      await response.arrayBuffer();
    }
    // Sent as written (fetch would tidy the dots away): the site's parent holds CMakeCache.txt.
    for (const escape of ['/../CMakeCache.txt', '/%2e%2e/CMakeCache.txt', '/..%2fCMakeCache.txt', '/..%5cCMakeCache.txt', '/fonts/../../CMakeCache.txt']) {
      const status = await new Promise((resolve, reject) => {
        request(url + 'x', { path: escape }, (response) => {
          response.resume();
          resolve(response.statusCode);
        }).on('error', reject).end();
      });
      expect(status === 404, `${escape}: HTTP ${status}, not 404`);
    }
  });
}

async function checkFirstBoard(browser, url, label) {
  await check(`${label}: the page loads and shows a board; first and later boards timed`, async () => {
    const page = await openPage(browser, url);
    const shown = await settled(page, ['ready'], FIRST_BOARD_MS + 3000);
    const first = await page.evaluate(() => window.uuboardPage.firstBoardMs);
    const startup = await page.evaluate(() => window.uuboardPage.startup);
    const steps = `core ready at ${startup.coreReadyMs} ms, form at ${startup.formMs} ms, first answer at ${startup.answerMs} ms `
      + `(the core's work ${startup.workMs} ms), shown at ${first} ms`;
    // A figure, not a pass mark, unless asked (speed targets live in benchmarks): a
    // machine busy with other work is slower, not broken.
    if (process.env.UUBOARD_STRICT_TIMING === '1') expect(first <= FIRST_BOARD_MS, `the first board took ${first} ms: ${steps}`);
    else if (first > FIRST_BOARD_MS) console.log(`note ${label}: the first board took ${first} ms, above the ${FIRST_BOARD_MS} ms aim (UUBOARD_STRICT_TIMING=1 makes it a failure)`);
    expect(await page.$eval('#preview .board', (view) => view.shadowRoot?.querySelector('svg') !== null && view.getBoundingClientRect().width > 600),
      'the preview shows no board, or a small one');
    expect(shown.seed.length > 0 && (await page.$eval('#seed', (i) => i.value)) === shown.seed, 'the random seed is not shown in the seed field');
    // A player looks at the first board before changing anything; meanwhile the worker
    // warms the core (web/worker.js). Later boards are timed from then on.
    await page.waitForFunction(() => window.uuboardPage.warmUp !== null, { timeout: 10000, polling: 50 });
    const warmUp = await page.evaluate(() => window.uuboardPage.warmUp);
    expect(warmUp.boards > 0, 'the worker warmed the core with no board');
    const seeds = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliett', 'kilo', 'lima'];
    for (const seed of seeds) {
      // A player looks at a board before changing anything: a quarter of a second, in
      // which the browser finishes drawing it (its raster threads share the two cores).
      // The seed is typed and its board waited for in one call into the page, so this
      // test's own traffic with the browser does not compete with the board for the cores.
      await new Promise((resolve) => setTimeout(resolve, 250));
      await page.evaluate((value) => new Promise((resolve, reject) => {
        const input = document.getElementById('seed');
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const started = performance.now();
        const check = () => {
          if (!window.uuboardPage.busy && window.uuboardPage.seed === value) resolve();
          else if (performance.now() - started > 5000) reject(new Error(`no board for seed ${value} within 5 s`));
          else setTimeout(check, 5);
        };
        check();
      }), seed);
    }
    const later = (await page.evaluate(() => window.uuboardPage.boards)).slice(1);
    const median = (key) => {
      const sorted = later.map((b) => b[key]).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const slowest = Math.max(...later.map((b) => b.shownMs));
    expect(page.problems.length === 0, `the page reported: ${page.problems.join('; ')}`);
    await page.close();
    const figures = `${steps}; the core warmed with ${warmUp.boards} boards in ${warmUp.ms} ms; ${later.length} later boards shown ${median('shownMs')} ms after the change that asked for them `
      + `(median; slowest ${slowest} ms; the core's work ${median('workMs')} ms, answer received ${median('answeredMs')} ms)`;
    if (process.env.UUBOARD_STRICT_TIMING === '1') expect(slowest <= LATER_BOARD_MS, `a later board took ${slowest} ms; ${figures}`);
    else if (median('shownMs') > LATER_BOARD_MS) console.log(`note ${label}: later boards above the ${LATER_BOARD_MS} ms aim (UUBOARD_STRICT_TIMING=1 makes it a failure)`);
    return figures;
  });
}

async function checkFormMatchesNative(browser, url, label) {
  const seed = 'form check';
  await check(`${label}: options set in the form give the native binary's SVG and JSON`, async () => {
    const page = await openPage(browser, url);
    await settled(page);
    await page.click('label[for="opt-players-6"]');
    await page.click('[data-option="expansions"] legend .link-button'); // "all"
    await page.select('#opt-paper', 'letter');
    await typeInto(page, '#seed', seed);
    // The page may show the board of a seed typed part way ("form") and be idle for a
    // moment before the last keys reach it: wait for the whole seed's board (a page that
    // never shows it fails below on the seed it shows).
    await page.waitForFunction((want) => {
      const s = window.uuboardPage;
      return s && !s.busy && s.seed === want;
    }, { timeout: 10000, polling: 20 }, seed).catch(() => {});
    const shown = await settled(page);
    const args = ['--seed', seed, '--players', '6', '--expansions', 'all', '--paper', 'letter'];
    expect(shown.seed === seed, `the page shows seed "${shown.seed}"`);
    expect(JSON.stringify(shown.options) === JSON.stringify({ players: '6', expansions: 'all', paper: 'letter', seed }),
      `the page made its board with ${JSON.stringify(shown.options)}`);
    expectSame(shown.svg, await native(args, 'svg'), 'the SVG');
    expectSame(shown.json, await native(args, 'json'), 'the JSON');
    const search = await page.evaluate(() => location.search);
    expect(search === `?seed=form+check&players=6&expansions=all&paper=letter&version=${version}`, `the address is ${search}`);
    const names = await page.$$eval('.downloads a[download]', (links) => links.map((a) => a.download));
    expect(names.includes('uuboard-form check-6p.svg') && names.includes('uuboard-form check-6p.json'), `the downloads are named ${names.join(', ')}`);
    expect(page.problems.length === 0, `the page reported: ${page.problems.join('; ')}`);
    await page.close();
    return `${shown.svg.length} bytes of SVG, ${shown.json.length} of JSON, both identical`;
  });
}

async function checkPdf(browser, url) {
  await check('chromium: the PDF download has the native PDF\'s pages and page sizes', async () => {
    const downloads = path.join(work, 'downloads');
    const page = await openPage(browser, url, `?seed=pdf&players=6&expansions=all&paper=letter&version=${version}`);
    await settled(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    // The legend comes with every PDF unless it is left out, as on the command line.
    expect(await page.$eval('#opt-legend', (box) => box.checked), 'the legend box is not ticked by default');
    await page.click('label[for="opt-secret-board"]');
    // The board before the click may still be shown while the click waits out the
    // form's pause: wait for the board with the secret board (or fail on the timeout, below).
    await page.waitForFunction(() => {
      const s = window.uuboardPage;
      return !s.busy && s.options?.['secret-board'] === true;
    }, { timeout: 10000, polling: 20 }).catch(() => {});
    const shown = await settled(page);
    expect(shown.options.legend !== false && shown.options['secret-board'] === true, `the page's options are ${JSON.stringify(shown.options)}`);
    await page.click('#download-pdf');
    const name = 'uuboard-pdf-6p.pdf';
    const file = path.join(downloads, name);
    const deadline = Date.now() + 15000;
    while (!existsSync(file)) {
      expect(Date.now() < deadline, `no ${name} downloaded within 15 s (the folder holds: ${existsSync(downloads) ? (await readdir(downloads)).join(', ') : 'nothing'})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const got = await pdfPages(file);
    const want = await pdfPages(await native(['--seed', 'pdf', '--players', '6', '--expansions', 'all', '--paper', 'letter', '--legend', '--secret-board'], 'pdf'));
    expect(want.pages === 3, `the native PDF has ${want.pages} pages, not board, legend and secret board`);
    expect(got.pages === want.pages, `the page's PDF has ${got.pages} pages, the native one ${want.pages}`);
    expect(got.sizes.length === want.sizes.length, `pdfinfo gave ${got.sizes.length} page sizes for the page's PDF, ${want.sizes.length} for the native one`);
    got.sizes.forEach(([w, h], i) => {
      const [nw, nh] = want.sizes[i];
      expect(Math.abs(w - nw) <= 0.01 && Math.abs(h - nh) <= 0.01, `page ${i + 1} is ${w} x ${h} pt, the native one ${nw} x ${nh} pt`);
    });
    await page.close();
    return `${name}: ${got.pages} pages of ${got.sizes.map(([w, h]) => `${w} x ${h}`).join(', ')} pt, as the native PDF`;
  });
}

async function checkSharedLinks(browser, url, label) {
  const query = `?seed=club&players=6&expansions=all&paper=letter`;
  await check(`${label}: a shared link makes the native binary's board`, async () => {
    const page = await openPage(browser, url, `${query}&version=${version}`);
    const shown = await settled(page);
    expectSame(shown.svg, await native(['--seed', 'club', '--players', '6', '--expansions', 'all', '--paper', 'letter'], 'svg'), 'the SVG');
    await page.close();
  });
  await check(`${label}: a link from another version shows a notice and no board until confirmed`, async () => {
    const page = await openPage(browser, url, `${query}&version=0.6.0`);
    await settled(page, ['held']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const notice = await page.$eval('#notice', (n) => (n.hidden ? '' : n.textContent));
    expect(notice.includes(`made with uuboard 0.6.0; this page is ${version}, so the same seed gives a different board`), `the notice reads "${notice}"`);
    expect(await page.evaluate(() => window.uuboardPage.boards.length === 0 && !document.querySelector('#preview .board')), 'a board was made before the player confirmed');
    expect((await page.evaluate(() => location.search)).includes('version=0.6.0'), 'the link\'s address was rewritten before the player confirmed');
    await page.click('#notice button');
    const shown = await settled(page);
    expect(shown.seed === 'club', `after confirming the page shows seed ${shown.seed}`);
    expect((await page.evaluate(() => location.search)).endsWith(`version=${version}`), 'the address does not name this version after confirming');
    await page.close();
  });
}

async function checkBadValues(browser, url, label) {
  for (const [query, args] of [['players=11', ['--players', '11']], ['paper=b7', ['--paper', 'b7']]]) {
    await check(`${label}: ${query} shows the command line's message`, async () => {
      const message = await nativeError(['--seed', 'x', ...args]);
      const page = await openPage(browser, url, `?seed=x&${query}&version=${version}`);
      const shown = await settled(page, ['error']);
      expect(shown.error.message === message, `the page's error is "${shown.error.message}", the command line's "${message}"`);
      const visible = await page.$eval('#error', (box) => (box.hidden ? '' : box.innerText));
      expect(visible.includes(message), `the error box reads "${visible}"`);
      const placeholder = await page.$eval('#placeholder', (p) => (p.hidden ? '' : p.textContent));
      expect(placeholder.includes(message), 'the preview is blank instead of naming the problem');
      await page.close();
      return message;
    });
  }
}

async function checkSavedBoard(browser, url) {
  await check('chromium: a saved board opened from a file is drawn as `uuboard render` draws it', async () => {
    const saved = path.join(work, 'saved-board.json');
    await writeFile(saved, await native(['--seed', 'saved board', '--players', '5', '--expansions', 'nasty-nodes,electric'], 'json'));
    const want = await native(['render', saved, '--ink-friendly'], 'svg');
    const page = await openPage(browser, url);
    await settled(page);
    await page.click('label[for="opt-ink-friendly"]');
    await settled(page);
    const input = await page.$('#saved-file');
    await input.uploadFile(saved);
    await page.waitForFunction(() => window.uuboardPage.mode === 'saved', { timeout: 5000, polling: 20 });
    const shown = await settled(page);
    expect(shown.seed === 'saved board', `the page shows seed ${shown.seed}`);
    expectSame(shown.svg, want, 'the SVG');
    const notice = await page.$eval('#notice', (n) => n.textContent);
    expect(notice.includes('saved-board.json'), `the notice reads "${notice}"`);
    expect(await page.$eval('label[for="opt-players-6"] input', (i) => i.disabled), 'the board options are not locked for a saved board');
    await page.close();
  });
}

async function checkScreenshot(browser, url) {
  await check('chromium: a screenshot of the page', async () => {
    const page = await openPage(browser, url, `?seed=club&players=6&expansions=all&paper=letter&legend=true&version=${version}`);
    await settled(page);
    await page.screenshot({ path: screenshotPath });
    await page.setViewport({ width: 420, height: 900, isMobile: true, hasTouch: true }); // reloads the page
    await settled(page);
    const narrow = screenshotPath.replace(/\.png$/, '-narrow.png');
    await page.screenshot({ path: narrow, fullPage: true });
    await page.close();
    return `${path.relative(repo, screenshotPath)}, ${path.relative(repo, narrow)}`;
  });
}

// ---- Run ------------------------------------------------------------------------------------

const version = (await run(binary, ['--version'])).stdout.trim().replace(/^uuboard /, '');
const { server, url } = await startServer();
console.log(`site ${path.relative(repo, site) || site} at ${url}; native ${path.relative(repo, binary)} ${version}`);

try {
  await checkServer(url);
  const chromium = await launch('chromium', path.join(work, 'chromium-profile'));
  try {
    console.log(`chromium: ${await chromium.version()}`);
    await checkFirstBoard(chromium, url, 'chromium');
    await checkFormMatchesNative(chromium, url, 'chromium');
    await checkPdf(chromium, url);
    await checkSharedLinks(chromium, url, 'chromium');
    await checkBadValues(chromium, url, 'chromium');
    await checkSavedBoard(chromium, url);
    await checkScreenshot(chromium, url);
  } finally {
    await chromium.close();
  }

  if (process.env.UUBOARD_FIREFOX === '1') {
    if (!existsSync(firefoxPath)) {
      failed++;
      console.log(`FAIL firefox: ${firefoxPath} is missing (apt-get install firefox-esr)`);
    } else {
      const firefox = await launch('firefox', path.join(work, 'firefox-profile'));
      try {
        console.log(`firefox: ${await firefox.version()}`);
        await checkFirstBoard(firefox, url, 'firefox');
        await checkFormMatchesNative(firefox, url, 'firefox');
        await checkBadValues(firefox, url, 'firefox');
      } finally {
        await firefox.close();
      }
    }
  }
} finally {
  server.kill();
  await rm(work, { recursive: true, force: true });
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
