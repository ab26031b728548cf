import { z } from 'zod';
import type { JobCategory } from './job-categories';
import { LONG_TEXT_MAX_LENGTH } from './limits';
import { requiredText } from './fields';

/*
 * Invoices of UPI payments (decision 240): GSTIN, GST state codes, SAC codes, the tax split, invoice numbers
 * per Indian financial year and amounts in words the Indian way. Amounts are integer paise, as everywhere in payments.
 */

/** A state's key, as options.ts names it (kept as text so this module does not bring every district along). */
type StateKey = string;

/** GST state codes (the first two digits of a GSTIN). 25 and 28 are the codes before the 2020 and 2014 mergers/splits. */
export const GST_STATE_CODES: Record<string, StateKey> = {
  '01': 'jammu_and_kashmir',
  '02': 'himachal_pradesh',
  '03': 'punjab',
  '04': 'chandigarh',
  '05': 'uttarakhand',
  '06': 'haryana',
  '07': 'delhi',
  '08': 'rajasthan',
  '09': 'uttar_pradesh',
  '10': 'bihar',
  '11': 'sikkim',
  '12': 'arunachal_pradesh',
  '13': 'nagaland',
  '14': 'manipur',
  '15': 'mizoram',
  '16': 'tripura',
  '17': 'meghalaya',
  '18': 'assam',
  '19': 'west_bengal',
  '20': 'jharkhand',
  '21': 'odisha',
  '22': 'chhattisgarh',
  '23': 'madhya_pradesh',
  '24': 'gujarat',
  '25': 'dadra_and_nagar_haveli_and_daman_and_diu',
  '26': 'dadra_and_nagar_haveli_and_daman_and_diu',
  '27': 'maharashtra',
  '28': 'andhra_pradesh',
  '29': 'karnataka',
  '30': 'goa',
  '31': 'lakshadweep',
  '32': 'kerala',
  '33': 'tamil_nadu',
  '34': 'puducherry',
  '35': 'andaman_and_nicobar_islands',
  '36': 'telangana',
  '37': 'andhra_pradesh',
  '38': 'ladakh',
};

/** The current two-digit code of a state, as the "place of supply" line writes it ("29-Karnataka"). */
export function gstCodeOfState(state: string): string | null {
  const codes = Object.entries(GST_STATE_CODES).filter(([, key]) => key === state);
  return codes.length ? codes[codes.length - 1]![0] : null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN from its first fourteen (the GST network's mod-36 check). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Well-formed, of a known state, and with a correct check character (a typo in one character is caught). */
export function isValidGstin(value: string): boolean {
  return (
    GSTIN_PATTERN.test(value) &&
    value.slice(0, 2) in GST_STATE_CODES &&
    gstinCheckChar(value.slice(0, 14)) === value[14]
  );
}

/** The state a GSTIN is registered in. */
export const gstinState = (gstin: string): StateKey | null => GST_STATE_CODES[gstin.slice(0, 2)] ?? null;

export const gstinField = z
  .string({ error: 'validation.gstinInvalid' })
  .trim()
  .toUpperCase()
  .refine(isValidGstin, { error: 'validation.gstinInvalid' });

/** An empty text or null clears the GSTIN. */
export const gstinInputSchema = z.object({
  gstin: z.union([z.literal('').transform(() => null), z.null(), gstinField]),
});
export type GstinInput = z.input<typeof gstinInputSchema>;
export const gstinResponseSchema = z.object({ gstin: z.string().nullable() });

/** SAC codes by job category: photo and video work, or advertising (social media, content, animation, design). */
export const SAC_PHOTOGRAPHY = '998383';
export const SAC_ADVERTISING = '998361';
export function sacForCategory(category: JobCategory | string | null | undefined): string {
  return category === 'photography' || category === 'videography' ? SAC_PHOTOGRAPHY : SAC_ADVERTISING;
}

/** GST on these services: 18%, split 9% + 9% within a state. */
export const GST_RATE_PERCENT = 18;

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * The agreed (and paid) amount includes GST (decision 240): the taxable value is total × 100/118 rounded to the
 * paisa, the tax the rest, so the invoice's total is exactly what the UPI payment carried. Within one state the tax
 * is CGST + SGST (the odd paisa to SGST), between states IGST; a bill of supply (no GSTIN) carries no tax.
 */
export function splitGst(totalPaise: number, taxed: boolean, intraState: boolean): GstSplit {
  if (!taxed) return { taxablePaise: totalPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise };
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise };
}

/** "2026-27": the Indian financial year (April to March) of a moment, by the calendar in India (IST). */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const INVOICE_KINDS = ['tax_invoice', 'bill_of_supply', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** Invoices and bills share one series per creator and year; credit notes have their own. */
export const seriesOf = (kind: InvoiceKind) => (kind === 'credit_note' ? 'CN' : 'KS');

/** KS/2026-27/0001 */
export function invoiceNumber(series: string, financialYear: string, serial: number): string {
  return `${series}/${financialYear}/${String(serial).padStart(4, '0')}`;
}

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const rest = n % 10;
  return rest ? `${TENS[Math.floor(n / 10)]}-${ONES[rest]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** Words of a whole number the Indian way: crore, lakh, thousand, hundred (1,50,000 → "one lakh fifty thousand"). */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('a whole, non-negative number');
  if (value === 0) return 'zero';
  const crore = Math.floor(value / 1_00_00_000);
  const lakh = Math.floor((value % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((value % 1_00_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${numberInWords(crore)} crore` : '',
    lakh ? `${belowHundred(lakh)} lakh` : '',
    thousand ? `${belowHundred(thousand)} thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in paise in words, as Indian invoices write it: "One lakh fifty thousand rupees", "Twelve rupees and
 * fifty paise", "One rupee". English on every invoice (decision 240).
 */
export function amountInWords(amountPaise: number): string {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError('whole paise, not negative');
  const rupees = Math.floor(amountPaise / 100);
  const paise = amountPaise % 100;
  const parts: string[] = [];
  if (rupees || !paise) parts.push(`${numberInWords(rupees)} ${rupees === 1 ? 'rupee' : 'rupees'}`);
  if (paise) parts.push(`${numberInWords(paise)} ${paise === 1 ? 'paisa' : 'paise'}`);
  const text = parts.join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---- contracts ----

export const partySnapshotSchema = z.object({
  name: z.string(),
  /** The company (enterprises) or null. */
  company: z.string().nullable(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  gstin: z.string().nullable(),
});
export type PartySnapshot = z.infer<typeof partySnapshotSchema>;

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  paymentId: z.number().int(),
  milestoneId: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  totalPaise: z.number().int(),
  sellerName: z.string(),
  buyerName: z.string(),
  issuedAt: z.string(),
  /** For an invoice: the credit note that cancelled it, if any. For a credit note: the invoice it cancels. */
  relatedId: z.number().int().nullable(),
  relatedNumber: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceListResponseSchema = z.object({ invoices: z.array(invoiceSummarySchema) });
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** ?lang= picks the PDF's language; without it, the reader's saved language, then the browser's. */
export const invoicePdfQuerySchema = z.object({
  lang: z.enum(['en', 'hi', 'kn', 'mr']).optional(),
});

export const creditNoteSchema = z.object({ reason: requiredText(LONG_TEXT_MAX_LENGTH) });
export type CreditNoteInput = z.input<typeof creditNoteSchema>;
export const invoiceResponseSchema = z.object({ invoice: invoiceSummarySchema });
