import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { LEGAL_SECTION_NUMBERS, POLICIES_LAST_UPDATED, type LegalDocument } from '../utils/legal';
import { PageHeader } from './page-header';

/** Privacy Policy or Terms of Service: nine sections with a table of contents, in the reader's language. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const section = (n: number, part: 'title' | 'body') => t(`legal.${document}.sections.${n}.${part}`);
  const updated = formatDate(POLICIES_LAST_UPDATED, i18n.language, { dateStyle: 'long' });
  return (
    <main id="main">
      <PageHeader
        title={document === 'privacy' ? t('legal.privacy.title') : t('legal.terms.title')}
        eyebrow={<time dateTime="2025-04-19">{t('legal.lastUpdated', { date: updated })}</time>}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby={`${document}-contents`} className="lg:sticky lg:top-20 lg:self-start">
          <h2 id={`${document}-contents`} className="text-sm font-semibold uppercase text-stone-700">
            {t('legal.contents')}
          </h2>
          <ol className="mt-2 space-y-1 text-sm">
            {LEGAL_SECTION_NUMBERS.map((n) => (
              <li key={n}>
                <a
                  href={`#${document}-${n}`}
                  className="inline-flex min-h-11 items-center text-brand-800 hover:underline"
                >
                  {n}. {section(n, 'title')}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <p className="text-lg text-stone-800">
            {document === 'privacy' ? t('legal.privacy.intro') : t('legal.terms.intro')}
          </p>
          <p className="mt-4 rounded-md border border-stone-200 bg-white p-3 text-sm text-stone-700">
            {t('legal.languageNote')}
          </p>
          {LEGAL_SECTION_NUMBERS.map((n) => (
            <section
              key={n}
              id={`${document}-${n}`}
              aria-labelledby={`${document}-${n}-title`}
              className="mt-8 scroll-mt-20"
            >
              <h2 id={`${document}-${n}-title`} className="text-xl font-semibold">
                {n}. {section(n, 'title')}
              </h2>
              {section(n, 'body')
                .split('\n')
                .map((paragraph, index) => (
                  <p key={index} className="mt-3 text-stone-700">
                    {paragraph}
                  </p>
                ))}
            </section>
          ))}
          <p className="mt-10 text-stone-700">
            {t('legal.questions')}{' '}
            <Link
              to="/contact"
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
            >
              {t('legal.contactLink')}
            </Link>
          </p>
        </article>
      </div>
    </main>
  );
}
