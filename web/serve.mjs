// A small static file server for the page: node web/serve.mjs FOLDER [PORT].
// Serves FOLDER on 127.0.0.1 (PORT 0: any free port) with the MIME types the page needs
// (application/wasm for WebAssembly, text/javascript for modules), index.html for a folder,
// and nothing outside FOLDER. Its first line on stdout is the page's address.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function usage(message) {
  process.stderr.write(`serve.mjs: ${message}\nusage: node web/serve.mjs FOLDER [PORT]   (PORT 0: any free port; default 8080)\n`);
  process.exit(2);
}

function send(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

// The file a request names, or null when it names nothing inside the root. Symbolic links
// are followed only while they stay inside it.
async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const wanted = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  let real;
  try {
    real = await realpath(wanted);
  } catch {
    return null;
  }
  const relative = path.relative(root, real);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const info = await stat(real);
  if (info.isDirectory()) {
    if (!urlPath.endsWith('/')) return { redirect: urlPath + '/' };
    return resolveFile(root, urlPath + 'index.html');
  }
  return info.isFile() ? { file: real, info } : null;
}

async function handle(root, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
  const url = new URL(req.url, 'http://127.0.0.1');
  const found = await resolveFile(root, url.pathname).catch(() => null);
  if (!found) return send(res, 404, 'not found\n');
  if (found.redirect) return send(res, 301, 'moved\n', { Location: found.redirect + url.search });
  const { file, info } = found;
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const headers = {
    'Content-Type': MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Last-Modified': modified.toUTCString(),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  if (!Number.isNaN(since) && since >= modified.getTime()) {
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

const [folder, portText = '8080'] = process.argv.slice(2);
if (!folder) usage('no folder given');
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`port ${portText}: must be a whole number from 0 to 65535`);
let root;
try {
  root = await realpath(folder);
  if (!(await stat(root)).isDirectory()) usage(`${folder}: not a folder`);
} catch {
  usage(`${folder}: no such folder`);
}

const server = createServer((req, res) => {
  handle(root, req, res).catch(() => {
    if (!res.headersSent) send(res, 500, 'internal error\n');
    else res.destroy();
  });
});
server.on('error', (error) => {
  process.stderr.write(`serve.mjs: cannot listen on 127.0.0.1:${port}: ${error.message}\n`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}/\n`);
  process.stderr.write(`serving ${root}; Ctrl-C stops\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
