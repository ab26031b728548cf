import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { clockNow } from '../../lib/format';

const groups = [
  {
    title: 'footer.forCreators',
    links: [
      ['/jobs', 'footer.findWork'],
      ['/become-creator', 'footer.whyJoin'],
      ['/signup/creator', 'footer.joinAsCreator'],
      ['/resources/creator', 'footer.creatorResources'],
    ],
  },
  {
    title: 'footer.forEnterprises',
    links: [
      ['/creators', 'footer.findCreators'],
      ['/post-job', 'footer.postJob'],
      ['/resources/enterprise', 'footer.enterpriseResources'],
    ],
  },
  {
    title: 'footer.company',
    links: [
      ['/about', 'footer.about'],
      ['/how-it-works', 'footer.howItWorks'],
      ['/contact', 'footer.contact'],
      ['/privacy', 'footer.privacy'],
      ['/terms', 'footer.terms'],
    ],
  },
] as const;

const socials = [
  ['https://www.facebook.com/', 'Facebook'],
  ['https://www.instagram.com/', 'Instagram'],
  ['https://www.linkedin.com/', 'LinkedIn'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    // No top margin: a page ending in a call-to-action band meets the footer without a blank strip; pages ending
    // in ordinary content keep their own bottom padding.
    <footer className="border-t border-stone-200 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">KalaSetu</p>
          <p className="mt-2 text-sm text-stone-300">{t('footer.tagline')}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="text-sm font-semibold text-white">{t(group.title)}</h2>
            <ul className="mt-2 space-y-1">
              {group.links.map(([to, label]) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="inline-flex min-h-11 items-center text-sm text-stone-300 hover:text-white"
                  >
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-stone-300">
          <p>{t('footer.copyright', { year: new Date(clockNow()).getFullYear() })}</p>
          <ul className="flex gap-2">
            {socials.map(([href, name]) => (
              <li key={name}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex min-h-11 items-center px-2 hover:text-white"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
