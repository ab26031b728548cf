import { Bookmark, BookmarkCheck, CalendarClock, MapPin, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { lazyDialog } from '../../../lib/lazy-load';
import { toast } from '../../../lib/toast';
import type { JobDetail } from '@kalasetu/shared/jobs';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { Card } from '../../../components/ui/card';
import { formatDate, formatRelative } from '../../../lib/format';
import { formatRupeeRange } from '@kalasetu/shared/money';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useSavedJobs } from '../hooks/use-saved-jobs';
import { isDeadlineSoon } from '../utils/job-badges';
import { ShareButton } from '../../../components/ui/share-button';
import { useSkillLabel } from '../../../lib/skill-label';

// The two dialogs load when first opened (decision 132): Radix's dialog, the form library, zod and the shared
// schemas were start-up code of every job page, run before a visitor could scroll, for a click most never make.
// Their buttons stay the page's own buttons, so focus stays on them while the code arrives and returns to them.
// Toasts (lib/toast.ts) load sonner with the first one (decision 196).
const ApplyDialog = lazyDialog(() => import('./apply-dialog').then(({ ApplyDialog }) => ApplyDialog));
const SignInRequiredDialog = lazyDialog(() =>
  import('./sign-in-required-dialog').then(({ SignInRequiredDialog }) => SignInRequiredDialog),
);

/** Everything the original's job page shows, with Apply, Save and Share. */
export function JobDetailView({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation();
  const { user, isLoading: userLoading } = useAuth();
  const skillLabel = useSkillLabel();
  const savedJobs = useSavedJobs();
  const [applyOpen, setApplyOpen] = useState(false);
  const [signInReason, setSignInReason] = useState<string | null>(null);
  // Once opened, a dialog stays mounted so it can close the usual way (and keep what was typed into the form).
  const [applyUsed, setApplyUsed] = useState(false);
  const [signInUsed, setSignInUsed] = useState(false);
  const title = job.title.trim() || t('jobs.card.untitled');
  const applied = job.viewer.applicationStatus !== null;
  const saved = savedJobs.isSaved(job.id);

  const askToSignIn = (reason: string) => {
    setSignInUsed(true);
    setSignInReason(reason);
  };
  // Only a creator can apply (the server refuses anyone else): a visitor is asked to sign in and comes back here;
  // enterprises and admins are offered nothing to apply with, and the job's own enterprise its management instead.
  const mayApply = !userLoading && (!user || user.role === 'creator');
  const onApply = () => {
    if (!user) return askToSignIn(t('jobs.signIn.applyReason'));
    setApplyUsed(true);
    setApplyOpen(true);
  };
  const onSave = () => {
    if (!user) return askToSignIn(t('jobs.signIn.saveReason'));
    try {
      const message = savedJobs.toggle(job.id) ? t('jobs.save.saved') : t('jobs.save.removed');
      toast.success(message);
    } catch {
      toast.error(t('jobs.save.failed'));
    }
  };

  return (
    <article className="space-y-6" aria-labelledby="job-title">
      <Link to="/jobs" className="inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline">
        ← {t('jobs.detail.backToJobs')}
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {isDeadlineSoon(job.deadline) ? (
            <Badge tone="warning">{t('jobs.detail.deadlineSoon')}</Badge>
          ) : null}
          {job.status !== 'open' ? <Badge tone="neutral">{t('jobs.detail.closed')}</Badge> : null}
        </div>
        <h1 id="job-title" className="text-3xl font-bold leading-tight">
          {title}
        </h1>
        <p className="text-stone-700">
          <Link
            to={`/enterprises/${job.enterpriseId}`}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {job.enterpriseName?.trim() || t('jobs.card.unknownEnterprise')}
          </Link>
          {job.enterpriseVerified ? (
            <>
              {' '}
              <VerifiedBadge />
            </>
          ) : null}
          <span className="text-stone-500">
            {' '}
            · {t('jobs.card.posted', { ago: formatRelative(job.createdAt, i18n.language) })}
          </span>
        </p>
      </header>

      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <dl className="contents">
          <div>
            <dt className="text-sm text-stone-600">{t('jobs.detail.budget')}</dt>
            <dd className="text-xl font-semibold text-brand-800">
              {formatRupeeRange(job.budgetMin, job.budgetMax)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">{t('jobs.detail.location')}</dt>
            <dd className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-stone-500" />
              {job.location.trim() || t('jobs.card.remote')}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">{t('jobs.detail.deadline')}</dt>
            <dd className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="size-4 text-stone-500" />
              {job.deadline
                ? t('jobs.detail.due', {
                    date: formatDate(job.deadline, i18n.language, { dateStyle: 'long' }),
                  })
                : t('jobs.card.noDeadline')}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">{t('jobs.detail.applicants')}</dt>
            <dd className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-stone-500" />
              {t('jobs.plural.applicantsDetail', { count: job.applicantCount })}
            </dd>
          </div>
        </dl>
      </Card>

      <div className="flex flex-wrap gap-2">
        {job.viewer.isOwner ? (
          <Button asChild>
            <Link to={`/enterprise-dashboard?tab=applications&job=${job.id}`}>
              {t('jobs.detail.viewApplicants')}
            </Link>
          </Button>
        ) : null}
        {job.status === 'open' && !job.viewer.isOwner && mayApply ? (
          applied ? (
            <Button disabled>{t('jobs.detail.alreadyApplied')}</Button>
          ) : user ? (
            <Button onClick={onApply}>{t('jobs.detail.applyNow')}</Button>
          ) : (
            <SignInFirst next={`/jobs/${job.id}`} onSubmit={onApply}>
              <Button type="submit">{t('jobs.detail.applyNow')}</Button>
            </SignInFirst>
          )
        ) : null}
        {user ? (
          <Button variant="secondary" onClick={onSave} aria-pressed={saved}>
            {saved ? (
              <BookmarkCheck aria-hidden="true" className="size-4" />
            ) : (
              <Bookmark aria-hidden="true" className="size-4" />
            )}
            {saved ? t('jobs.detail.saved') : t('jobs.detail.saveJob')}
          </Button>
        ) : (
          <SignInFirst next={`/jobs/${job.id}`} onSubmit={onSave}>
            <Button type="submit" variant="secondary">
              <Bookmark aria-hidden="true" className="size-4" />
              {t('jobs.detail.saveJob')}
            </Button>
          </SignInFirst>
        )}
        <ShareButton title={title} path={`/jobs/${job.id}`} />
      </div>
      {job.viewer.isOwner ? <p className="text-sm text-stone-600">{t('jobs.detail.ownJob')}</p> : null}

      <section aria-labelledby="job-description">
        <h2 id="job-description" className="text-xl font-semibold">
          {t('jobs.detail.description')}
        </h2>
        <p className="mt-2 whitespace-pre-line text-stone-800">{job.description}</p>
      </section>
      <section aria-labelledby="job-skills">
        <h2 id="job-skills" className="text-xl font-semibold">
          {t('jobs.detail.skills')}
        </h2>
        {job.skills.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge tone="brand">{skillLabel(skill)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-600">{t('jobs.detail.noSkills')}</p>
        )}
      </section>

      {/* A dialog shows nothing in the page's flow (it is portalled), so nothing moves when its code arrives. */}
      {applyUsed ? <ApplyDialog job={job} open={applyOpen} onOpenChange={setApplyOpen} /> : null}
      {signInUsed ? (
        <SignInRequiredDialog
          open={signInReason !== null}
          onOpenChange={(open) => setSignInReason(open ? signInReason : null)}
          reason={signInReason ?? ''}
        />
      ) : null}
    </article>
  );
}

/**
 * A visitor's Apply or Save before the page's code has run is not lost: the button submits a plain form to the
 * sign-in page, which brings them back to `next` (decision 257). Once the page is live, the same press asks in a
 * dialog instead.
 */
function SignInFirst({ next, onSubmit, children }: { next: string; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      method="get"
      action="/signin"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="next" value={next} />
      {children}
    </form>
  );
}
