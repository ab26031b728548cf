import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { INDIA_STATE_NAMES } from '@kalasetu/shared/india-locations';
import { amountInWords, gstCodeOfState, type PartySnapshot } from '@kalasetu/shared/invoices';
import type { Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { formatPaise } from '@kalasetu/shared/money';
import type { InvoiceRow } from './invoices.repository';

/*
 * The PDF of an invoice or credit note, drawn from its frozen row in the reader's language (decision 240). Noto Sans
 * comes in one file per script (fontsource's subsets), so each line is cut into runs of Latin, Devanagari and Kannada
 * text and every run drawn with its script's font; fontkit, inside pdfkit, shapes the conjuncts.
 */

type FontName = 'latin' | 'latin-bold' | 'deva' | 'deva-bold' | 'knda' | 'knda-bold';
const require = createRequire(import.meta.url);
const FILES: Record<FontName, string> = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  deva: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  'deva-bold': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  knda: '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff',
  'knda-bold': '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff',
};
let fonts: Record<FontName, Buffer> | undefined;
const loadFonts = () =>
  (fonts ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>);

type Script = 'latin' | 'deva' | 'knda';
/** Devanagari (and the rupee sign, which only the Indic files carry), Kannada, or Latin for everything else. */
function scriptOf(char: string, previous: Script): Script {
  const code = char.codePointAt(0)!;
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || code === 0x20b9)
    return 'deva';
  if (code >= 0x0c80 && code <= 0x0cff) return 'knda';
  // Joiners and spaces stay with the run they are in, so a conjunct or a phrase is not cut.
  if (code === 0x200c || code === 0x200d || char === ' ') return previous;
  return 'latin';
}

export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char, runs.at(-1)?.script ?? 'latin');
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

const MARGIN = 50;
const stateName = (state: string | null) =>
  state ? (INDIA_STATE_NAMES[state as keyof typeof INDIA_STATE_NAMES] ?? state) : null;

/** 24-11-2026, the day in India. */
const dayInIndia = (at: Date) => {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}-${ist.getUTCFullYear()}`;
};

export async function renderInvoicePdf(invoice: InvoiceRow, lang: Language, credited?: InvoiceRow) {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(lang, `invoice.${key}`, params);
  // pdfkit and its font engine (several MB of code and tables) load with the first invoice, not at every start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${invoice.number} — KalaSetu`, Author: invoice.seller.name, Creator: 'KalaSetu' },
  });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));

  const write = (
    text: string,
    options: { size?: number; bold?: boolean; x?: number; width?: number } = {},
  ) => {
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
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    write(label, { x: MARGIN, width: pageWidth * 0.6, bold });
    const below = doc.y;
    doc.y = y;
    write(value, { x: MARGIN + pageWidth * 0.6, width: pageWidth * 0.4, bold });
    doc.y = Math.max(doc.y, below);
    doc.x = MARGIN;
  };

  const title =
    invoice.kind === 'tax_invoice'
      ? t('taxInvoice')
      : invoice.kind === 'bill_of_supply'
        ? t('billOfSupply')
        : t('creditNote');
  write(title, { size: 18, bold: true });
  doc.moveDown(0.3);
  write(`${t('number')}: ${invoice.number}`);
  write(`${t('date')}: ${dayInIndia(invoice.issuedAt)}`);
  if (credited) write(t('reverses', { number: credited.number }));
  doc.moveDown();

  const party = (heading: string, p: PartySnapshot) => {
    write(heading, { bold: true, size: 11 });
    write(p.company ? `${p.company} (${p.name})` : p.name);
    write(
      `${t('district')}: ${p.district ?? t('notGiven')}, ${t('state')}: ${stateName(p.state) ?? t('notGiven')}`,
    );
    write(`${t('gstin')}: ${p.gstin ?? t('notGiven')}`);
    doc.moveDown(0.6);
  };
  party(t('supplier'), invoice.seller);
  party(t('recipient'), invoice.buyer);
  const place = invoice.placeOfSupply;
  write(
    `${t('placeOfSupply')}: ${place ? `${gstCodeOfState(place) ?? ''}-${stateName(place)}` : t('notGiven')}`,
  );
  doc.moveDown();

  write(`${t('description')}: ${invoice.description}`);
  write(`${t('sac')}: ${invoice.sac}`);
  doc.moveDown(0.5);
  // A supplier with a GSTIN charges tax (a credit note reverses it); without one, a bill of supply carries none.
  const taxed = invoice.seller.gstin !== null;
  if (taxed) {
    row(t('taxable'), formatPaise(invoice.taxablePaise));
    if (invoice.igstPaise > 0) row(t('igst'), formatPaise(invoice.igstPaise));
    else {
      row(t('cgst'), formatPaise(invoice.cgstPaise));
      row(t('sgst'), formatPaise(invoice.sgstPaise));
    }
  }
  row(t('total'), formatPaise(invoice.totalPaise), true);
  doc.moveDown(0.5);
  write(`${t('inWords')}: ${amountInWords(invoice.totalPaise)}`);
  doc.moveDown();
  if (taxed) write(t('inclusive'));
  else write(t('billNote'));
  // The reference is a UPI payment's UTR (12 digits) or, paid through the gateway, its payment id.
  write(
    /^[0-9]{12}$/.test(invoice.utr)
      ? t('paidBy', { utr: invoice.utr })
      : t('paidOnline', { reference: invoice.utr }),
  );
  if (invoice.reason) write(`${t('reason')}: ${invoice.reason}`);
  doc.moveDown(2);
  write(t('footer'), { size: 8 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
