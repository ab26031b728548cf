import type { Page } from 'playwright-core';
import type { Lang } from './sweep';

/** The script a page in each language is written in; a text with none of it is suspect. */
const SCRIPT: Record<Exclude<Lang, 'en'>, string> = {
  hi: '\\u0900-\\u097F',
  mr: '\\u0900-\\u097F',
  kn: '\\u0C80-\\u0CFF',
};

/**
 * Words that stay in Latin letters in every language: the product's name, brands and the names of keys a user
 * presses. Anything else in English on a Hindi, Kannada or Marathi page is a string someone forgot to translate.
 */
export const LATIN_ALLOWED = [
  'KalaSetu',
  // The language menu names each language in itself.
  'English',
  'Google',
  'WhatsApp',
  'Instagram',
  'YouTube',
  'Facebook',
  'LinkedIn',
  'Enter',
  'Shift',
  'Esc',
  'Tab',
  'UPI',
  'PIN',
  'GST',
  'PAN',
  'OTP',
  'PDF',
  'JPEG',
  'JPG',
  'PNG',
  'WebP',
  'MP4',
  'URL',
  'HTTPS',
  'KB',
  'MB',
  'GB',
];

/**
 * Text nodes and the text-bearing attributes (aria-label, placeholder, alt, title) of the page that contain a Latin
 * word of three letters or more and no letter of the page's own script. Left out: user content (anything inside an
 * element marked `data-user-content`: names, titles, messages people typed), e-mail addresses, web addresses,
 * `extra` strings the caller knows to be user data, and the allow-list above.
 */
export async function findEnglishText(page: Page, lang: Exclude<Lang, 'en'>, extra: string[] = []) {
  return page.evaluate(
    ({ script, allowed, extra }) => {
      const own = new RegExp(`[${script}]`);
      const allowedWords = new Set(allowed.map((w) => w.toLowerCase()));
      const english = (raw: string) => {
        if (own.test(raw)) return false;
        let text = raw;
        for (const known of extra) text = text.split(known).join(' ');
        text = text
          .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
          .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
          .replace(/\b[\w-]+(\.[\w-]+)*\.(com|in|org|net|example|test|local)\b\S*/gi, ' ');
        const words = text.match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? [];
        return words.some((word) => !allowedWords.has(word.toLowerCase()));
      };
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : '';
        const cls =
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
            : '';
        return `${el.tagName.toLowerCase()}${id}${cls}`;
      };
      const skipped = (el: Element) =>
        el.closest('script,style,noscript,template,[data-user-content]') !== null ||
        !el.checkVisibility({ visibilityProperty: true });
      const found: { where: string; text: string }[] = [];
      if (english(document.title)) found.push({ where: 'title', text: document.title });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && found.length < 20; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || skipped(parent) || !english(text)) continue;
        found.push({ where: describe(parent), text: text.slice(0, 80) });
      }
      for (const el of Array.from(
        document.body.querySelectorAll('[aria-label],[placeholder],[alt],[title]'),
      )) {
        if (found.length >= 20 || skipped(el)) continue;
        for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = el.getAttribute(attribute)?.trim();
          if (value && english(value))
            found.push({ where: `${describe(el)}[${attribute}]`, text: value.slice(0, 80) });
        }
      }
      return found;
    },
    { script: SCRIPT[lang], allowed: LATIN_ALLOWED, extra },
  );
}

/**
 * Fields of the API's replies that hold what people typed (or chose to call themselves), never the app's words; any
 * field named `…Name` (assignedName, payerName…) is a person's or a firm's name too.
 */
const USER_FIELDS = new Set([
  'name',
  'otherName',
  'senderName',
  'creatorName',
  'enterpriseName',
  'companyName',
  'title',
  'jobTitle',
  'description',
  'bio',
  'content',
  'lastMessage',
  'coverLetter',
  'location',
  'address',
  'subject',
  'message',
  'productsServices',
  'comment',
  'caption',
  'email',
]);

/** Adds to `into` every string under a user field (and every notification parameter) in a parsed reply. */
export function gatherUserContent(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if ((USER_FIELDS.has(key) || /Name$/.test(key)) && value.trim().length > 1) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) gatherUserContent(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'params' && v && typeof v === 'object')
        for (const p of Object.values(v)) if (typeof p === 'string' && p.trim()) into.add(p.trim());
      gatherUserContent(v, into, k);
    }
  }
}

/**
 * Watches the page's API replies for user content, so the English check leaves people's names, job titles and
 * messages alone wherever a page shows them (checkPage reads a server-rendered page's embedded replies itself).
 */
export function watchUserContent(page: Page, into: Set<string>): void {
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    const body: unknown = await response.json().catch(() => null);
    gatherUserContent(body, into);
  });
}

/** The replies a server-rendered page carries in `#ssr-state`, gathered like watchUserContent's. */
export async function gatherEmbeddedUserContent(page: Page, into: Set<string>): Promise<void> {
  const text = await page.evaluate(() => document.getElementById('ssr-state')?.textContent ?? null);
  if (text) gatherUserContent(JSON.parse(text), into);
}
