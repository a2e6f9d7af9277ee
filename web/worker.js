// The page's worker: runs the WebAssembly core (uuboard.mjs) off the main thread.
// Requests arrive as {id, lane, op, options, board}; each lane (the preview, a download)
// keeps only its newest request waiting, so a burst of changes makes one board, not all
// of them. Answers are {id, ok: true, result, workMs} or {id, ok: false, error: {message, code}}.
const waiting = new Map(); // lane -> newest request not yet started
let busy = false;
let loading = null;
let firstOptions = null; // the options of the first board asked for, which warm the core
let warmed = false;

// The core, loaded once (the module, its WebAssembly and the fonts).
function loadCore() {
  loading ??= import('./uuboard.mjs').then(async (core) => {
    await core.load();
    return core;
  });
  return loading;
}

async function answer(request) {
  const core = await loadCore();
  switch (request.op) {
    case 'info':
      return core.info();
    case 'generate':
      firstOptions ??= { ...request.options };
      return core.generate(request.options);
    case 'render':
      return core.render(request.board, request.options, request.name);
    default:
      throw Object.assign(new Error(`unknown request "${request.op}"`), { code: 2 });
  }
}

// The bytes of a PDF go back without a copy.
function transferables(result) {
  return result?.pdf instanceof Uint8Array ? [result.pdf.buffer] : [];
}

async function drain() {
  if (busy) return;
  busy = true;
  while (waiting.size > 0) {
    // The oldest lane's request first, so a download is not starved by a busy preview.
    const [lane, request] = [...waiting].reduce((a, b) => (b[1].id < a[1].id ? b : a));
    waiting.delete(lane);
    try {
      const started = performance.now();
      const result = await answer(request);
      const workMs = performance.now() - started;
      postMessage({ id: request.id, ok: true, result, workMs }, transferables(result));
    } catch (error) {
      postMessage({ id: request.id, ok: false, error: { message: String(error?.message ?? error), code: error?.code ?? 1 } });
    }
  }
  busy = false;
  if (firstOptions && !warmed) {
    warmed = true;
    warm(firstOptions);
  }
}

// The browser first runs the core as quickly compiled code and compiles the functions that
// run most again, optimised, while they run. So once the first board is shown and nothing
// waits, throwaway boards of the same options are made for a moment (at most WARM_MS of
// work, a board at a time, any request going first): later boards are then made by the
// optimised code, in a third of the time (docs/web.md).
const WARM_MS = 1500;
const WARM_BOARDS = 40;

async function warm(options) {
  const core = await loadCore();
  const started = performance.now();
  let boards = 0;
  while (boards < WARM_BOARDS && performance.now() - started < WARM_MS) {
    await new Promise((resolve) => setTimeout(resolve, 0)); // requests that arrived go first
    if (busy || waiting.size > 0) continue;
    try {
      await core.generate({ ...options, seed: `warm-up-${boards}` });
    } catch {
      break; // options that make no board warm nothing
    }
    boards++;
  }
  postMessage({ warmed: { boards, ms: Math.round(performance.now() - started) } });
}

addEventListener('message', (event) => {
  const request = event.data;
  waiting.set(request.lane ?? request.op, request);
  drain();
});
