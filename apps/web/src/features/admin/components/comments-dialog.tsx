import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import type { AdminJob } from '@kalasetu/shared/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAddComment } from '../api/admin-mutations';
import { useJobComments } from '../api/get-comments';

export function CommentsDialog({ job, onClose }: { job: AdminJob | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const comments = useJobComments(job?.id ?? null);
  const add = useAddComment();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!job) return;
    if (!content.trim()) {
      setError('validation.required');
      return;
    }
    try {
      await add.mutateAsync({ jobId: job.id, content: content.trim() });
      setContent('');
      setError(undefined);
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status === 400
          ? failure.message
          : t('admin.comments.addFailed'),
      );
    }
  };

  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.comments.title')}
      description={job?.title}
    >
      {comments.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('admin.comments.loadFailed')}
        </p>
      ) : comments.data.comments.length === 0 ? (
        <p className="text-sm text-stone-700">{t('admin.comments.empty')}</p>
      ) : (
        <ol className="max-h-64 space-y-3 overflow-y-auto">
          {comments.data.comments.map((c) => (
            <li key={c.id} className="rounded-md bg-stone-50 p-3 text-sm">
              <p className="font-medium">
                {c.authorName ?? t('admin.comments.anonymous')}{' '}
                <span className="font-normal text-stone-600">· {formatDate(c.createdAt, i18n.language)}</span>
              </p>
              <p className="mt-1 whitespace-pre-wrap">{c.content}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4 space-y-3">
        <FormField label={t('admin.comments.new')} error={error}>
          <Textarea value={content} onChange={(event) => setContent(event.target.value)} rows={3} />
        </FormField>
        <Button type="submit" disabled={add.isPending}>
          {t('admin.comments.add')}
        </Button>
      </form>
    </Dialog>
  );
}
