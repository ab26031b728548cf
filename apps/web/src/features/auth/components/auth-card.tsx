import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** The frame every account screen shares: a centred card with a heading and an optional line under it. */
export function AuthCard({
  title,
  description,
  children,
  wide,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main id="main" className={cn('mx-auto w-full px-4 py-10 sm:py-16', wide ? 'max-w-3xl' : 'max-w-md')}>
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
        {description ? <p className="mt-1 text-stone-600">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </main>
  );
}

/** "or" between the Google button and the e-mail form. */
export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-sm text-stone-600">
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      {label}
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

/** "Already have an account? Sign in" under every sign-up screen. */
export function SignInInstead() {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-center text-sm text-stone-700">
      {t('auth.signup.haveAccount')}{' '}
      <Link
        to="/signin"
        className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
      >
        {t('auth.signup.signInLink')}
      </Link>
    </p>
  );
}
