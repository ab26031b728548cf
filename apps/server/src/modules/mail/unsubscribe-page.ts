import type { Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { escapeHtml } from '../../plugins/page-template';

/**
 * The small page an unsubscribe link opens, rendered here rather than by the web app: it must work without
 * signing in, without scripts, and in the language of the person the link names (decision 210).
 */
export function unsubscribePage(
  lang: Language,
  body: { question: string; token: string } | { message: string },
  publicUrl: string,
): string {
  const t = (key: string) => escapeHtml(translate(lang, key));
  const main =
    'question' in body
      ? `<p>${escapeHtml(body.question)}</p>
<form method="post" action="/api/mail/unsubscribe?token=${encodeURIComponent(body.token)}">
<button type="submit">${t('mail.unsubscribe.button')}</button>
</form>`
      : `<p role="status">${escapeHtml(body.message)}</p>`;
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('mail.unsubscribe.title')} · KalaSetu</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1c1917;background:#fafaf9}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #d6d3d1;border-radius:.5rem;padding:1.5rem;overflow-wrap:anywhere}
button{min-height:2.75rem;padding:0 1.25rem;border:0;border-radius:.375rem;background:#b45309;color:#fff;font:inherit;cursor:pointer}
a{color:#92400e}
</style>
</head>
<body>
<main>
<h1>${t('mail.unsubscribe.title')}</h1>
${main}
<p><a href="${escapeHtml(publicUrl)}/settings?tab=preferences">${t('mail.unsubscribe.settings')}</a></p>
</main>
</body>
</html>
`;
}
