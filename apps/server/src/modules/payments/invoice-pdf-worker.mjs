// Draws an invoice PDF from a layout the request thread prepared (modules/payments/invoice-pdf.ts), off that thread:
// shaping Indic text costs seconds of CPU. Plain JavaScript, so it runs the same under tsx
// and from the bundle (decision 281).
import { readFileSync, readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import PDFDocument from 'pdfkit';

// Drawing a PDF may wait; a visitor's page may not. On Linux a thread has its own nice value, so this thread lowers
// its priority to 10: the request thread gets about nine tenths of a core both want, and a PDF still progresses on a
// machine busy for minutes (at 19, the lowest, it got about a seventieth, and a download could outlast its request).
// An unprivileged process may always lower its own priority. Elsewhere (no /proc/thread-self) it runs at the
// process's priority.
const PDF_THREAD_NICE = 10;
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, PDF_THREAD_NICE);
} catch {
  // Not Linux, or /proc is not mounted: nothing to lower.
}

const require = createRequire(import.meta.url);
const FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  deva: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  'deva-bold': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  knda: '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff',
  'knda-bold': '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff',
};
const fonts = Object.fromEntries(
  Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
);
const MARGIN = 50;

/** Devanagari (and the rupee sign, which only the Indic files carry), Kannada, or Latin for everything else. */
function scriptOf(char, previous) {
  const code = char.codePointAt(0);
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || code === 0x20b9)
    return 'deva';
  if (code >= 0x0c80 && code <= 0x0cff) return 'knda';
  // Joiners and spaces stay with the run they are in, so a conjunct or a phrase is not cut.
  if (code === 0x200c || code === 0x200d || char === ' ') return previous;
  return 'latin';
}

function scriptRuns(text) {
  const runs = [];
  for (const char of text) {
    const script = scriptOf(char, runs.at(-1)?.script ?? 'latin');
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

function draw({ info, ops }) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info });
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  const write = (text, options = {}) => {
    const runs = scriptRuns(text);
    doc.fontSize(options.size ?? 10);
    runs.forEach((run, index) => {
      doc.font(options.bold ? `${run.script}-bold` : run.script);
      const last = index === runs.length - 1;
      if (index === 0 && options.x !== undefined)
        doc.text(run.text, options.x, doc.y, { continued: !last, width: options.width });
      else doc.text(run.text, { continued: !last, width: options.width });
    });
  };
  const pageWidth = doc.page.width - MARGIN * 2;
  for (const op of ops) {
    if (op.op === 'down') doc.moveDown(op.lines);
    else if (op.op === 'write') write(op.text, { size: op.size, bold: op.bold });
    else {
      const y = doc.y;
      write(op.label, { x: MARGIN, width: pageWidth * 0.6, bold: op.bold });
      const below = doc.y;
      doc.y = y;
      write(op.value, { x: MARGIN + pageWidth * 0.6, width: pageWidth * 0.4, bold: op.bold });
      doc.y = Math.max(doc.y, below);
      doc.x = MARGIN;
    }
  }
  doc.end();
  return ended.then(() => Buffer.concat(chunks));
}

parentPort?.on('message', async ({ id, layout }) => {
  try {
    // A copy of its own, so its memory moves to the request thread instead of being cloned.
    const pdf = new Uint8Array(await draw(layout));
    parentPort.postMessage({ id, result: pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
