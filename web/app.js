// The page: a form built from the core's own list of options, a preview of the board,
// the downloads, and the board carried in the page's address. The core (the generator
// compiled to WebAssembly) runs in worker.js, never on this thread. docs/web.md tells
// how the page is used and hosted.

const $ = (id) => document.getElementById(id);

// How the page words and groups each option for a player. Defaults, limits and choices
// are not here: they come from the core (optionInfo), as the command line has them.
const GROUPS = [
  { id: 'board', title: 'Board' },
  { id: 'paper', title: 'Paper' },
  { id: 'large', title: 'Several sheets', folded: true },
  { id: 'print', title: 'Printing' },
  { id: 'other', title: 'More options' },
];
const PAPER_NAMES = { a4: 'A4', letter: 'US Letter', legal: 'US Legal', tabloid: 'Tabloid (11 × 17 in)', a3: 'A3', a5: 'A5' };
const FIELDS = {
  players: { group: 'board', label: 'Players', hint: 'Sets how big the board is and how many nodes it has.' },
  expansions: {
    group: 'board', label: 'Expansions',
    names: {
      'nasty-nodes': 'Nasty Nodes', 'nodes-of-knowledge': 'Nodes of Knowledge', electric: 'Electric',
      'extreme-expeditions': 'Extreme Expeditions', 'sharp-scissors': 'Sharp Scissors',
    },
  },
  'first-game': { group: 'board', label: 'First game', hint: 'Every start gets the same mission: Traveler or Collector.' },
  paper: {
    group: 'paper', label: 'Paper size', other: 'Other size…', otherHint: 'Width x height in mm (210x297) or inches (8.5x11in).',
    names: PAPER_NAMES,
  },
  portrait: { group: 'paper', label: 'Upright sheet (portrait)', hint: 'The sheet lies sideways unless this is ticked.' },
  margin: { group: 'paper', label: 'Margin', unit: 'mm', hint: 'Kept clear on every side, where a printer cannot print.' },
  sheets: {
    group: 'large', label: 'Sheets', placeholder: 'one sheet',
    hint: 'Columns x rows of sheets glued together into one board, for example 2x2; auto picks them for a set board size.',
  },
  'board-paper': {
    group: 'large', label: 'Board as large as', other: 'Other size…', empty: 'the paper it is printed on',
    otherHint: 'Width x height in mm (420x297) or inches (11x17in).',
    hint: 'The board is made this large and printed on as few sheets of your paper as hold it.',
    names: PAPER_NAMES,
  },
  size: { group: 'large', label: 'Board size in units', placeholder: 'from the players and paper' },
  overlap: { group: 'large', label: 'Glue strip', unit: 'mm', hint: 'How far neighbouring sheets overlap.' },
  'ink-friendly': { group: 'print', label: 'Save ink', hint: 'No colour fills: outlines and icons only.' },
  mono: { group: 'print', label: 'Pure black', hint: 'No grey anywhere, for black-and-white laser printers.' },
  legend: { group: 'print', label: 'Legend page', hint: 'A page explaining every icon (in the PDF).' },
  'secret-board': { group: 'print', label: 'Secret board page', hint: 'The expedition types, to print on the back (in the PDF).' },
  duplex: { group: 'print', label: 'Double-sided: the printer turns the sheet over its', names: { long: 'long edge', short: 'short edge' } },
  assembly: { group: 'print', label: 'Assembly page', hint: 'With several sheets: the whole board in small, and how to glue it.' },
};
// The options a saved board is drawn with (render); the rest are part of the saved board.
const DRAWING_OPTIONS = new Set(['ink-friendly', 'mono', 'legend', 'secret-board', 'duplex', 'assembly']);

// What the test (tests/web/browser_test.mjs) and a curious reader can see of the page.
const status = {
  state: 'loading', busy: true, mode: 'generate', options: null, seed: '', svg: '', shownSvg: '', json: '',
  svgPages: [], sheetNames: [], firstBoardMs: null, startup: {}, boards: [], warmUp: null, error: null,
};
window.uuboardPage = status;

const page = {
  version: '', info: [], fields: new Map(),
  mode: 'generate', saved: null, // saved: {text, name}
  held: null,                    // the version a link was made with, while the board waits for the player
  current: null,                 // the board shown: {result, request, pages, names, stem}
  shownSheet: 0, shownSeq: 0, timer: 0, changedAt: null, addressStale: false, objectUrls: [],
};

// ---- The worker -------------------------------------------------------------------------

// Requests to worker.js by lane; a newer request on a lane makes the older one's answer
// stale, and a stale answer is dropped (ask resolves null).
class Core {
  constructor(onFailure) {
    this.next = 1;
    this.pending = new Map(); // id -> {lane, resolve}
    this.latest = new Map();  // lane -> id
    this.worker = new Worker('worker.js', { type: 'module' });
    this.worker.addEventListener('message', (event) => this.answered(event.data));
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      onFailure(event.message || 'the page\'s worker could not be started');
    });
  }

  ask(lane, op, fields = {}) {
    const id = this.next++;
    const before = this.latest.get(lane);
    if (before !== undefined && this.pending.has(before)) {
      this.pending.get(before).resolve(null);
      this.pending.delete(before);
    }
    this.latest.set(lane, id);
    return new Promise((resolve) => {
      this.pending.set(id, { lane, resolve });
      this.worker.postMessage({ id, lane, op, ...fields });
    });
  }

  answered(reply) {
    if (reply.warmed) {
      status.warmUp = reply.warmed;
      return;
    }
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    waiting.resolve(this.latest.get(waiting.lane) === reply.id ? reply : null);
  }
}

// ---- Fields -----------------------------------------------------------------------------

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') node.textContent = value;
    else if (key === 'class') node.className = value;
    else node.setAttribute(key, value === true ? '' : value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

function hintFor(name, text) {
  return text ? element('p', { class: 'hint', id: `${name}-hint`, text }) : null;
}

const isListOption = (info) => info.kind === 'text' && info.choices?.includes('all') && info.choices?.includes('none');

// Each field reads its value as the command line would be given it (text, or true/false
// for a switch; undefined when left empty) and writes a value from a link. A value from a
// link that the widget cannot show (players=11, expansions=foo) is kept as typed until the
// player changes that field, so the core names the problem.
function makeField(info) {
  const words = FIELDS[info.name] ?? {};
  const field = { name: info.name, info, raw: undefined, inputs: [] };
  const label = words.label ?? info.name;
  let body;
  if (info.kind === 'flag') body = flagWidget(field, label, words);
  else if (isListOption(info)) body = listWidget(field, label, words);
  else if (info.kind === 'choice' || (info.kind === 'int' && info.max - info.min <= 12)) body = choiceWidget(field, label, words);
  else if (info.kind === 'text' && info.choices?.length) body = paperWidget(field, label, words);
  else body = textWidget(field, label, words);
  field.element = element('div', { class: `field field-${info.kind}`, 'data-option': info.name }, body);
  const readWidget = field.read;
  field.read = () => (field.raw !== undefined ? field.raw : readWidget());
  const writeWidget = field.write;
  field.write = (value) => {
    field.raw = undefined;
    if (writeWidget(value) === false) field.raw = String(value);
  };
  field.setInvalid = (invalid) => {
    field.element.classList.toggle('invalid', invalid);
    for (const input of field.inputs) input.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  };
  field.element.addEventListener('input', () => { field.raw = undefined; });
  field.element.addEventListener('change', () => { field.raw = undefined; });
  return field;
}

function flagWidget(field, label, words) {
  const id = `opt-${field.name}`;
  const box = element('input', { type: 'checkbox', id, name: field.name, 'aria-describedby': words.hint ? `${field.name}-hint` : null });
  field.inputs = [box];
  field.read = () => box.checked;
  field.write = (value) => {
    const text = String(value).toLowerCase();
    if (['', 'true', '1', 'yes', 'on'].includes(text)) box.checked = true;
    else if (['false', '0', 'no', 'off'].includes(text)) box.checked = false;
    else return false;
    return true;
  };
  field.write(field.info.default);
  return element('div', { class: 'check' }, box, element('label', { for: id }, element('span', { class: 'label', text: label }), hintFor(field.name, words.hint)));
}

function choiceWidget(field, label, words) {
  const choices = field.info.kind === 'int'
    ? Array.from({ length: field.info.max - field.info.min + 1 }, (_, i) => String(field.info.min + i))
    : field.info.choices.map(String);
  const radios = choices.map((choice) => element('input', { type: 'radio', name: field.name, value: choice, id: `opt-${field.name}-${choice}` }));
  field.inputs = radios;
  field.read = () => radios.find((r) => r.checked)?.value;
  field.write = (value) => {
    const text = String(value).toLowerCase();
    const whole = field.info.kind === 'int' && /^-?\d+$/.test(text); // as the command line reads a whole number ("06")
    const match = radios.find((r) => r.value.toLowerCase() === text || (whole && Number(r.value) === Number(text)));
    for (const r of radios) r.checked = r === match;
    return match !== undefined;
  };
  field.write(field.info.default);
  const segments = radios.map((radio) => element('label', { for: radio.id, class: 'segment' }, radio,
    element('span', { text: words.names?.[radio.value] ?? radio.value })));
  return element('fieldset', { class: 'choice', 'aria-describedby': words.hint ? `${field.name}-hint` : null },
    element('legend', { class: 'label', text: label }),
    element('div', { class: choices.length > 4 ? 'segments many' : 'segments' }, ...segments),
    hintFor(field.name, words.hint));
}

function listWidget(field, label, words) {
  const items = field.info.choices.filter((c) => c !== 'all' && c !== 'none');
  const boxes = items.map((item) => element('input', { type: 'checkbox', value: item, id: `opt-${field.name}-${item}` }));
  field.inputs = boxes;
  field.read = () => {
    const on = boxes.filter((b) => b.checked).map((b) => b.value);
    return on.length === 0 ? 'none' : on.length === boxes.length ? 'all' : on.join(',');
  };
  field.write = (value) => {
    const text = String(value).trim().toLowerCase();
    const wanted = text === 'all' ? items : text === 'none' || text === '' ? [] : text.split(',').map((s) => s.trim());
    for (const b of boxes) b.checked = wanted.includes(b.value);
    return wanted.every((w) => items.includes(w));
  };
  field.write(field.info.default);
  const all = element('button', { type: 'button', class: 'link-button', text: 'all' });
  const none = element('button', { type: 'button', class: 'link-button', text: 'none' });
  const setAll = (on) => () => {
    for (const b of boxes) b.checked = on;
    boxes[0]?.dispatchEvent(new Event('change', { bubbles: true }));
  };
  all.addEventListener('click', setAll(true));
  none.addEventListener('click', setAll(false));
  return element('fieldset', { class: 'list' },
    element('legend', { class: 'label' }, label, element('span', { class: 'legend-actions' }, all, none)),
    ...boxes.map((box) => element('div', { class: 'check' }, box, element('label', { for: box.id, text: words.names?.[box.value] ?? box.value }))),
    hintFor(field.name, words.hint));
}

// A paper: one of the named sizes, or a size of one's own typed in.
function paperWidget(field, label, words) {
  const id = `opt-${field.name}`;
  const select = element('select', { id, name: field.name, 'aria-describedby': `${field.name}-hint` });
  if (field.info.default === '') select.append(element('option', { value: '', text: words.empty ?? '(none)' }));
  for (const choice of field.info.choices) select.append(element('option', { value: choice, text: words.names?.[choice] ?? choice }));
  select.append(element('option', { value: '*', text: words.other ?? 'Other…' }));
  const own = element('input', { type: 'text', id: `${id}-own`, class: 'own', spellcheck: 'false', 'aria-label': `${label}: your own size`, placeholder: '210x297' });
  const ownRow = element('div', { class: 'own-row' }, own, element('p', { class: 'hint', text: words.otherHint }));
  field.inputs = [select, own];
  const sync = () => { ownRow.hidden = select.value !== '*'; };
  select.addEventListener('change', () => {
    sync();
    if (select.value === '*') own.focus();
  });
  field.read = () => {
    const value = select.value === '*' ? own.value.trim() : select.value;
    return value === '' ? undefined : value;
  };
  field.write = (value) => {
    const text = String(value).trim();
    const named = field.info.choices.find((c) => c === text.toLowerCase());
    if (named !== undefined || text === '') {
      select.value = named ?? '';
    } else {
      select.value = '*';
      own.value = text;
    }
    sync();
    return true;
  };
  field.write(field.info.default);
  return element('div', {},
    element('label', { for: id, class: 'label', text: label }),
    select, ownRow, hintFor(field.name, words.hint));
}

function textWidget(field, label, words) {
  const id = `opt-${field.name}`;
  const numeric = field.info.kind === 'int' || field.info.kind === 'number';
  let hint = words.hint;
  if (field.name === 'size' && field.info.min !== undefined) {
    hint = `Width x height in board units, each ${field.info.min} to ${field.info.max}, instead of the size the players and paper give.`;
  } else if (numeric && field.info.min !== undefined && field.info.max !== undefined) {
    hint = `${hint ? hint + ' ' : ''}${field.info.min} to ${field.info.max}.`;
  }
  const input = element('input', {
    type: 'text', id, name: field.name, spellcheck: 'false', placeholder: words.placeholder,
    inputmode: field.info.kind === 'int' ? 'numeric' : field.info.kind === 'number' ? 'decimal' : null,
    'aria-describedby': hint ? `${field.name}-hint` : null,
  });
  field.inputs = [input];
  field.read = () => {
    const value = input.value.trim();
    return value === '' ? undefined : value;
  };
  field.write = (value) => {
    input.value = String(value ?? '');
    return true;
  };
  field.write(field.info.default);
  const box = words.unit ? element('div', { class: 'with-unit' }, input, element('span', { class: 'unit', text: words.unit })) : input;
  return element('div', {}, element('label', { for: id, class: 'label', text: label }), box, hintFor(field.name, hint));
}

function buildForm(info) {
  const groups = new Map(GROUPS.map((g) => [g.id, []]));
  for (const option of info) {
    if (option.name === 'seed') continue; // the seed has its own place above the board
    const field = makeField(option);
    page.fields.set(option.name, field);
    groups.get(FIELDS[option.name]?.group ?? 'other').push(field.element);
  }
  const sections = [];
  for (const group of GROUPS) {
    const members = groups.get(group.id);
    if (members.length === 0) continue;
    if (group.folded) {
      const open = members.some((m) => !isDefault(m.dataset.option, page.fields.get(m.dataset.option).read()));
      sections.push(element('details', { class: 'group', 'data-group': group.id, open },
        element('summary', { text: group.title }), ...members));
    } else {
      sections.push(element('fieldset', { class: 'group', 'data-group': group.id },
        element('legend', { text: group.title }), ...members));
    }
  }
  $('fields').replaceChildren(...sections);
}

// ---- Options, the address, and defaults -------------------------------------------------

function infoOf(name) {
  return page.info.find((o) => o.name === name);
}

function isDefault(name, value) {
  if (value === undefined) return true;
  const info = infoOf(name);
  if (!info) return false;
  if (info.kind === 'flag') return value === info.default;
  return String(value) === String(info.default);
}

// The options that differ from their defaults, keyed by the command line's long names.
function chosenOptions({ drawingOnly = false } = {}) {
  const options = {};
  for (const [name, field] of page.fields) {
    if (drawingOnly && !DRAWING_OPTIONS.has(name)) continue;
    const value = field.read();
    if (!isDefault(name, value)) options[name] = value;
  }
  if (!drawingOnly && $('seed').value !== '') options.seed = $('seed').value;
  return options;
}

function addressFor(options, version) {
  const params = new URLSearchParams();
  if (options.seed !== undefined) params.set('seed', options.seed);
  for (const { name } of page.info) {
    if (name !== 'seed' && options[name] !== undefined) params.set(name, String(options[name]));
  }
  params.set('version', version);
  return `${location.pathname}?${params.toString().replaceAll('%2C', ',')}`;
}

function updateAddress() {
  if (page.held) return; // the link's own address stays until the player says otherwise
  const url = page.mode === 'saved' ? location.pathname : addressFor(chosenOptions(), page.version);
  if (url !== location.pathname + location.search) history.replaceState(null, '', url);
}

// The form filled from the page's address; returns the version the link was made with.
function readAddress() {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of params) {
    if (name === 'seed') $('seed').value = value;
    else if (name === 'no-assembly' && page.fields.has('assembly')) page.fields.get('assembly').write(value === 'false' ? 'true' : 'false');
    else page.fields.get(name)?.write(value);
  }
  for (const details of document.querySelectorAll('details.group')) {
    if ([...details.querySelectorAll('[data-option]')].some((m) => !isDefault(m.dataset.option, page.fields.get(m.dataset.option).read()))) details.open = true;
  }
  return params.get('version');
}

// ---- Making and showing boards ----------------------------------------------------------

// A change asks for its board at once, without waiting for more changes: the worker keeps
// only the newest request of the preview waiting, so a burst of them (a seed typed) makes
// the board being made and the last one asked for, no more. The one task between covers
// the 'input' and 'change' of one click. A board is timed from the change that asked for
// it (status.boards).
function scheduleBoard() {
  clearTimeout(page.timer);
  status.busy = !page.held;
  page.changedAt ??= performance.now();
  page.timer = setTimeout(makeBoard, 0);
}

// The address follows a change once its board is shown or refused (or after a second,
// when no board is asked for): replacing it makes the browser record history and redraw
// its address bar, which on a two-core machine took the cores from the board being made
// (its core work went from 9 to 15 ms a board). Not when idle: the page is idle while the
// worker makes the board.
function optionsChanged() {
  if (!page.addressStale) {
    page.addressStale = true;
    setTimeout(flushAddress, 1000);
  }
  scheduleBoard();
}

function flushAddress() {
  if (!page.addressStale) return;
  page.addressStale = false;
  updateAddress();
}

// Two option sets that make the same request.
function sameOptions(a, b) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && String(a[k]) === String(b[k]));
}

// `early`, a request already sent for the first board (start), is used when the form
// asks for the same board.
async function makeBoard({ randomSeed = false, early = null } = {}) {
  clearTimeout(page.timer);
  const changedAt = page.changedAt ?? performance.now();
  page.changedAt = null;
  status.busy = false;
  if (page.held) return;
  let request;
  if (page.mode === 'saved') {
    request = { op: 'render', board: page.saved.text, name: page.saved.name, options: chosenOptions({ drawingOnly: true }) };
  } else {
    const options = chosenOptions();
    if (randomSeed) delete options.seed;
    else if (options.seed === undefined && page.current) return showSeedHint(true);
    request = { op: 'generate', options };
  }
  status.busy = true;
  showSeedHint(false);
  const adopt = early !== null && request.op === 'generate' && sameOptions(early.options, request.options);
  const requested = adopt ? early.requested : changedAt;
  setBusy(true);
  const reply = await (adopt ? early.reply : page.core.ask('preview', request.op, request));
  if (!reply) return; // a newer request is on its way
  request.timing = { answeredMs: performance.now() - requested, workMs: reply.workMs };
  setBusy(false);
  if (!reply.ok) return showError(reply.error);
  if (request.op === 'generate' && request.options.seed === undefined) {
    request.options.seed = reply.result.seed;
    if ($('seed').value === '') $('seed').value = reply.result.seed; // unless a seed is being typed
    updateAddress();
  }
  await showBoard(reply.result, request, requested);
}

function boardPlayers(json) {
  try {
    return JSON.parse(json).options.players;
  } catch {
    return undefined;
  }
}

// The seed as the command line puts it in a file name, also safe on Windows.
function fileSafe(seed) {
  const safe = [...seed].map((ch) => (/[/\\<>:"|?*\u0000-\u001f\u007f]/.test(ch) ? '_' : ch)).join('');
  return safe === '' ? 'board' : safe;
}

async function showBoard(result, request, requested) {
  const seq = ++page.shownSeq;
  const pages = result.svgPages?.length ? result.svgPages : [result.svg];
  const names = result.sheetNames?.length === pages.length ? result.sheetNames : pages.map((_, i) => `sheet ${i + 1}`);
  const previousName = page.current?.names[page.shownSheet];
  page.shownSheet = Math.max(0, names.indexOf(previousName));
  const players = boardPlayers(result.json) ?? request.options?.players ?? infoOf('players')?.default;
  const board = { result, request, pages, names, stem: `uuboard-${fileSafe(result.seed)}-${players}p` };
  page.current = board;
  await placeBoard(boardView(pages[page.shownSheet], result.seed));
  if (seq !== page.shownSeq) return; // a newer board was shown meanwhile
  const shownMs = performance.now();
  flushAddress();
  clearError();
  showSheetTabs();
  setDownloads();
  Object.assign(status, {
    state: 'ready', busy: false, mode: page.mode, options: { ...request.options }, seed: result.seed, svg: result.svg, shownSvg: pages[page.shownSheet], json: result.json,
    svgPages: pages, sheetNames: names, error: null,
  });
  if (status.firstBoardMs === null) {
    status.firstBoardMs = Math.round(shownMs);
    status.startup.answerMs = Math.round(requested + (request.timing?.answeredMs ?? 0));
    status.startup.workMs = Math.round(request.timing?.workMs ?? 0);
  }
  const tenths = (ms) => (ms === undefined ? undefined : Math.round(ms * 10) / 10);
  status.boards.push({ workMs: tenths(request.timing?.workMs), answeredMs: tenths(request.timing?.answeredMs), shownMs: tenths(shownMs - requested) });
  document.documentElement.dataset.state = 'ready';
  $('download-pdf').disabled = false;
  if (page.mode === 'saved') showSavedNotice(result.seed);
}

// The board drawn inline, in a shadow root of its own so that its ids and the page's never
// meet: the browser's HTML parser reads the SVG and the next frame paints it, about twice
// as fast as decoding the same SVG as an image (a 200 KB board: some 25 ms against 60).
function boardView(svg, seed) {
  const view = document.createElement('div');
  view.className = 'board';
  view.setAttribute('role', 'img');
  view.setAttribute('aria-label', `The board for seed “${seed}”`);
  const root = view.attachShadow({ mode: 'open' });
  root.innerHTML = svg.slice(Math.max(0, svg.indexOf('<svg')));
  const drawing = root.querySelector('svg');
  if (drawing) {
    const box = drawing.viewBox.baseVal;
    if (box && box.width > 0 && box.height > 0) view.style.setProperty('--ratio', String(box.width / box.height));
    drawing.setAttribute('width', '100%');
    drawing.setAttribute('height', '100%');
    drawing.style.display = 'block';
  }
  return view;
}

// Resolves once the frame that shows what was just put on the page has been laid out and
// painted.
function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function placeBoard(view) {
  const preview = $('preview');
  const old = preview.querySelector('.board');
  $('placeholder').hidden = true;
  $('stale-note').hidden = true;
  preview.classList.remove('stale');
  if (old) old.replaceWith(view);
  else preview.prepend(view);
  await nextFrame();
}

function setBusy(busy) {
  $('preview').setAttribute('aria-busy', busy ? 'true' : 'false');
  document.documentElement.classList.toggle('busy', busy);
}

function showSeedHint(missing) {
  $('seed').classList.toggle('missing', missing);
  $('seed-hint').textContent = missing
    ? 'Type a seed, or press “New random seed”.'
    : 'Any words make a board; share the seed (or this page\'s address) to play the same board elsewhere.';
}

async function showSheet(index) {
  const board = page.current;
  if (!board || index === page.shownSheet) return;
  page.shownSheet = index;
  const seq = ++page.shownSeq;
  await placeBoard(boardView(board.pages[index], board.result.seed));
  if (seq !== page.shownSeq) return;
  status.shownSvg = board.pages[index];
  showSheetTabs();
}

function showSheetTabs() {
  const tabs = $('sheet-tabs');
  const names = page.current?.names ?? [];
  tabs.hidden = names.length < 2;
  if (tabs.hidden) return tabs.replaceChildren();
  const buttons = names.map((name, i) => {
    const button = element('button', {
      type: 'button', role: 'tab', 'aria-selected': i === page.shownSheet ? 'true' : 'false',
      tabindex: i === page.shownSheet ? '0' : '-1', text: name === 'assembly' ? 'Assembly page' : `Sheet ${name}`,
    });
    button.addEventListener('click', () => showSheet(i));
    button.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!step) return;
      const next = (i + step + names.length) % names.length;
      showSheet(next).then(() => tabs.children[next]?.focus());
    });
    return button;
  });
  tabs.replaceChildren(element('span', { class: 'tabs-label', text: `${names.length} pages:` }), ...buttons);
}

// ---- Downloads --------------------------------------------------------------------------

function objectUrl(data, type) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  page.objectUrls.push(url);
  return url;
}

function setDownloads() {
  for (const url of page.objectUrls.splice(0)) URL.revokeObjectURL(url);
  const { result, pages, names, stem } = page.current;
  const json = $('download-json');
  json.href = objectUrl(result.json, 'application/json');
  json.download = `${stem}.json`;
  json.removeAttribute('aria-disabled');
  const links = pages.length === 1
    ? [element('a', { class: 'button-link', href: objectUrl(pages[0], 'image/svg+xml'), download: `${stem}.svg`, text: 'SVG' })]
    : [element('span', { class: 'svg-label', text: 'SVG:' }), ...pages.map((svg, i) => element('a', {
      class: 'button-link small', href: objectUrl(svg, 'image/svg+xml'), download: `${stem}-${names[i]}.svg`,
      text: names[i], title: `Sheet ${names[i]} as SVG`,
    }))];
  $('svg-links').replaceChildren(...links);
}

async function downloadPdf() {
  const board = page.current;
  if (!board) return;
  const button = $('download-pdf');
  button.disabled = true;
  button.textContent = 'Making the PDF…';
  const reply = await page.core.ask('pdf', board.request.op, { ...board.request, options: { ...board.request.options, pdf: true } });
  button.disabled = false;
  button.textContent = 'Download PDF';
  if (!reply) return;
  if (!reply.ok) return showError(reply.error);
  const url = URL.createObjectURL(new Blob([reply.result.pdf], { type: 'application/pdf' }));
  const link = element('a', { href: url, download: `${board.stem}.pdf`, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

// ---- Errors and notices -----------------------------------------------------------------

function showError(error) {
  flushAddress();
  const box = $('error');
  const heading = error.code === 1 ? 'No board could be made for this seed and these options.' : 'That option needs a change.';
  const advice = error.code === 1 ? 'Try another seed, fewer players or a larger paper.' : null;
  box.replaceChildren(element('strong', { text: heading }), element('p', { class: 'message', text: error.message }));
  if (advice) box.append(element('p', { class: 'hint', text: advice }));
  box.hidden = false;
  const named = new Set([...(error.message.split(': ')[0] ?? '').matchAll(/--([a-z-]+)/g)].map((m) => m[1]));
  for (const [name, field] of page.fields) field.setInvalid(named.has(name) || (name === 'assembly' && named.has('no-assembly')));
  $('seed').setAttribute('aria-invalid', named.has('seed') ? 'true' : 'false');
  if (page.current) {
    $('preview').classList.add('stale');
    $('stale-note').hidden = false;
  } else {
    showPlaceholder(`No board: ${error.message}`);
  }
  Object.assign(status, { state: 'error', busy: false, error: { ...error } });
  document.documentElement.dataset.state = 'error';
}

function clearError() {
  $('error').hidden = true;
  for (const field of page.fields.values()) field.setInvalid(false);
  $('seed').setAttribute('aria-invalid', 'false');
}

function showPlaceholder(text) {
  $('placeholder').textContent = text;
  $('placeholder').hidden = false;
}

function showNotice(...children) {
  const notice = $('notice');
  notice.replaceChildren(...children);
  notice.hidden = children.length === 0;
}

function holdForVersion(linkVersion) {
  page.held = linkVersion;
  const go = element('button', { type: 'button', class: 'primary', text: `Make the board with ${page.version}` });
  go.addEventListener('click', () => {
    releaseHold();
    makeBoard();
  });
  showNotice(element('p', {},
    element('strong', { text: `This link was made with uuboard ${linkVersion}; this page is ${page.version}, so the same seed gives a different board.` }),
    ' To play the board of the link, make it with uuboard ', element('code', { text: linkVersion }),
    '. Or make this version\'s board for the same seed and options:'), go);
  showPlaceholder(`No board yet: this link is from uuboard ${linkVersion}. See the note above.`);
  document.documentElement.dataset.state = 'held';
  Object.assign(status, { state: 'held', busy: false });
}

function releaseHold() {
  page.held = null;
  showNotice();
  updateAddress();
}

function showSavedNotice(seed) {
  const back = element('button', { type: 'button', text: 'Make new boards instead' });
  back.addEventListener('click', leaveSaved);
  showNotice(element('p', {},
    element('strong', { text: `Showing the saved board “${page.saved.name}” (seed ${seed}).` }),
    ' Its players, paper and expansions are part of the file; the printing options still apply.'), back);
}

async function openSaved(file) {
  const text = await file.text();
  const previous = { mode: page.mode, saved: page.saved, held: page.held };
  Object.assign(page, { mode: 'saved', saved: { text, name: file.name, seedBefore: page.saved?.seedBefore ?? $('seed').value }, held: null });
  setBoardFieldsDisabled(true);
  status.busy = true;
  const requested = performance.now();
  const reply = await page.core.ask('preview', 'render', { board: text, name: file.name, options: chosenOptions({ drawingOnly: true }) });
  if (!reply) return;
  if (!reply.ok) {
    Object.assign(page, previous);
    setBoardFieldsDisabled(page.mode === 'saved');
    return showError(reply.error);
  }
  $('seed').value = reply.result.seed;
  updateAddress();
  await showBoard(reply.result, { op: 'render', board: text, name: file.name, options: chosenOptions({ drawingOnly: true }) }, requested);
}

function leaveSaved() {
  $('seed').value = page.saved.seedBefore;
  Object.assign(page, { mode: 'generate', saved: null });
  setBoardFieldsDisabled(false);
  showNotice();
  updateAddress();
  makeBoard({ randomSeed: $('seed').value === '' });
}

function setBoardFieldsDisabled(disabled) {
  for (const [name, field] of page.fields) {
    if (DRAWING_OPTIONS.has(name)) continue;
    field.element.classList.toggle('disabled', disabled);
    for (const input of field.element.querySelectorAll('input, select, button')) input.disabled = disabled;
  }
  for (const id of ['seed', 'new-seed']) $(id).disabled = disabled;
}

function fail(message) {
  const advice = location.protocol === 'file:'
    ? ' The page must be opened from a web server, not as a file (docs/web.md tells how).'
    : ' Try reloading the page, or a current Chromium, Firefox or Safari.';
  showPlaceholder(`The board maker could not start: ${message}.${advice}`);
  $('fields').replaceChildren(element('p', { class: 'hint', text: 'The options appear once the board maker has started.' }));
  Object.assign(status, { state: 'failed', busy: false, error: { message, code: 1 } });
  document.documentElement.dataset.state = 'failed';
}

// ---- Start ------------------------------------------------------------------------------

// The first board is asked for at once, with the options of the page's address as they
// are, while the core loads and the form is built; the form then takes it if it asks for
// the same board (the usual case), else asks again.
function earlyRequest() {
  const options = {};
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (name === 'version') continue;
    if (name === 'no-assembly') return null;
    options[name] = value;
  }
  const requested = performance.now();
  return { options, requested, reply: page.core.ask('preview', 'generate', { options }) };
}

// The first SVG a browser draws costs it more (its SVG and font machinery start up): that
// is paid here, off screen, while the core loads.
function warmUpPreview() {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40mm" height="20mm" viewBox="0 0 40 20">'
    + '<defs><clipPath id="c"><rect width="40" height="20"/></clipPath></defs><g clip-path="url(#c)">'
    + '<circle cx="5" cy="5" r="3" fill="#fc9" stroke="#333"/><path d="M1 1L9 9" stroke="#000" stroke-dasharray="1 1"/>'
    + '<text x="10" y="10" font-family="DejaVu Sans, sans-serif" font-size="3.5" font-weight="bold">2</text>'
    + '<text x="20" y="10" font-family="DejaVu Sans, sans-serif" font-size="2">seed</text></g></svg>';
  const view = boardView(svg, '');
  view.classList.add('off-screen');
  document.body.append(view);
  nextFrame().then(() => view.remove());
}

async function start() {
  $('slow-start').remove();
  try {
    page.core = new Core(fail);
  } catch (error) {
    return fail(error.message);
  }
  const info = page.core.ask('info', 'info');
  const early = earlyRequest();
  warmUpPreview();
  const reply = await info;
  status.startup.coreReadyMs = Math.round(performance.now());
  if (!reply?.ok) return fail(reply?.error.message ?? 'no answer from the worker');
  page.version = reply.result.version;
  page.info = reply.result.options;
  $('version').textContent = `uuboard ${page.version}`;
  buildForm(page.info);
  const linkVersion = readAddress();

  $('options').addEventListener('input', optionsChanged);
  $('options').addEventListener('change', optionsChanged);
  $('options').addEventListener('submit', (event) => {
    event.preventDefault();
    makeBoard();
  });
  $('seed').addEventListener('input', optionsChanged);
  $('seed').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') makeBoard();
  });
  $('new-seed').addEventListener('click', () => {
    $('seed').value = '';
    if (page.held) releaseHold();
    makeBoard({ randomSeed: true });
  });
  $('download-pdf').addEventListener('click', downloadPdf);
  $('open-saved').addEventListener('click', () => $('saved-file').click());
  $('saved-file').addEventListener('change', (event) => {
    const [file] = event.target.files;
    event.target.value = '';
    if (file) openSaved(file);
  });

  status.startup.formMs = Math.round(performance.now());
  if (linkVersion !== null && linkVersion !== page.version) return holdForVersion(linkVersion);
  updateAddress();
  makeBoard({ randomSeed: $('seed').value === '', early });
}

start();
