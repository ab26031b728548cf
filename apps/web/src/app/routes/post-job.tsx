import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-provider';
import { PostJobForm } from '../../features/jobs/components/post-job-form';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.post.title'));
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const allowed = user?.role === 'enterprise';

  useEffect(() => {
    if (isLoading || allowed) return;
    toast.error(t('errors.onlyEnterprisesPost'), { id: 'post-job-refused' });
    navigate('/', { replace: true });
  }, [isLoading, allowed, navigate, t]);

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      {allowed ? (
        <>
          <h1 className="text-3xl font-bold">{t('jobs.post.title')}</h1>
          <p className="mb-6 mt-1 text-stone-600">{t('jobs.post.subtitle')}</p>
          <PostJobForm />
        </>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </main>
  );
}
