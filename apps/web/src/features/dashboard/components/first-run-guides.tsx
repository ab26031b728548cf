import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { Me } from '@kalasetu/shared/profiles';
import { countsTotal } from '@kalasetu/shared/http';
import { Button } from '../../../components/ui/button';
import {
  useCreatorApplications,
  useEnterpriseApplications,
  useEnterpriseJobs,
  useOwnPortfolioCount,
} from '../api/dashboard';
import { enterpriseCompleteness, profileCompleteness } from '../utils/completeness';
import { GettingStarted, type GettingStartedStep } from './getting-started';

/** A new business's next steps: fill in its profile, post its first job, then pick from who applies. */
export function EnterpriseGuide({ user }: { user: Me }) {
  const { t } = useTranslation();
  const jobs = useEnterpriseJobs();
  const applications = useEnterpriseApplications();
  const link = (to: string, text: string) => (
    <Button asChild variant="secondary" size="sm">
      <Link to={to}>{text}</Link>
    </Button>
  );
  const steps: GettingStartedStep[] | null =
    jobs.data && applications.data
      ? [
          {
            key: 'profile',
            label: t('dashboard.guide.enterpriseProfile', { n: enterpriseCompleteness(user).percent }),
            done: enterpriseCompleteness(user).percent === 100,
            action: link(`/enterprises/${user.id}`, t('dashboard.completeProfile')),
          },
          {
            key: 'job',
            label: t('dashboard.guide.firstJob'),
            done: countsTotal(jobs.data.counts) > 0,
            action: link('/post-job', t('dashboard.postJob')),
          },
          {
            key: 'review',
            label: t('dashboard.guide.review'),
            done: countsTotal(applications.data.counts) > applications.data.counts.pending,
            action: link('/creators', t('dashboard.findCreators')),
          },
        ]
      : null;
  return <GettingStarted steps={steps} />;
}

/** A new creator's next steps: a complete profile, some work to show, a first application. */
export function CreatorGuide({ user, onEditProfile }: { user: Me; onEditProfile(): void }) {
  const { t } = useTranslation();
  const applications = useCreatorApplications();
  const portfolio = useOwnPortfolioCount(user.id);
  const completeness = profileCompleteness(user);
  const steps: GettingStartedStep[] | null =
    applications.data && portfolio.data !== undefined
      ? [
          {
            key: 'profile',
            label: t('dashboard.guide.creatorProfile', { n: completeness.percent }),
            done: completeness.percent === 100,
            action: (
              <Button variant="secondary" size="sm" onClick={onEditProfile}>
                {t('dashboard.completeProfile')}
              </Button>
            ),
          },
          {
            key: 'portfolio',
            label: t('dashboard.guide.portfolio'),
            done: portfolio.data > 0,
            action: (
              <Button asChild variant="secondary" size="sm">
                <Link to={`/creators/${user.id}`}>{t('dashboard.guide.addWork')}</Link>
              </Button>
            ),
          },
          {
            key: 'apply',
            label: t('dashboard.guide.apply'),
            done: countsTotal(applications.data.counts) > 0,
            action: (
              <Button asChild variant="secondary" size="sm">
                <Link to="/jobs">{t('dashboard.findJobs')}</Link>
              </Button>
            ),
          },
        ]
      : null;
  return <GettingStarted steps={steps} />;
}
