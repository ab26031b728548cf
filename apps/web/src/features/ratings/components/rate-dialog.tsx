import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { RATING_COMMENT_MAX_LENGTH, type RatingStats } from '@kalasetu/shared/ratings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useMyRating } from '../api/get-my-rating';
import { useSubmitRating } from '../api/submit-rating';
import { StarInput } from './star-input';

interface RateDialogProps {
  userId: string;
  name: string;
  open: boolean;
  /** The job to start on (a review request's link names it). */
  initialJobId?: number | null;
  onOpenChange(open: boolean): void;
  onRated(stats: RatingStats): void;
}

/**
 * A job the two worked on together (docs/product/ratings.md; the newest is chosen first), stars 1–5 (submit disabled
 * at 0) and an optional comment; rating the same job again replaces one's earlier rating for it.
 */
export function RateDialog({ userId, name, open, onOpenChange, onRated, initialJobId }: RateDialogProps) {
  const { t } = useTranslation();
  const mine = useMyRating(userId, open);
  const submit = useSubmitRating(userId);
  const [value, setValue] = useState(0);
  const [comment, setComment] = useState('');
  const [chosenJob, setChosenJob] = useState<number | null>(initialJobId ?? null);
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);
  const jobs = mine.data?.jobs ?? [];
  const job = jobs.find((j) => j.id === chosenJob) ?? jobs[0];
  const earlier = job?.rating;
  // Start from the earlier rating of the chosen job once it arrives (the dialog may open before it does).
  const loadKey = job ? `${job.id}:${earlier?.updatedAt ?? ''}` : null;
  if (loadKey && loadedFrom !== loadKey) {
    setLoadedFrom(loadKey);
    setValue(earlier?.value ?? 0);
    setComment(earlier?.comment ?? '');
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (value === 0 || !job) return;
    try {
      const result = await submit.mutateAsync({ jobId: job.id, value, comment });
      toast.success(t('ratings.success'));
      onRated(result.stats);
      onOpenChange(false);
    } catch (error) {
      toast.error(t('ratings.failed'), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ratings.title', { name })}
      description={earlier ? t('ratings.replaces') : undefined}
    >
      <form onSubmit={send} className="space-y-4">
        {mine.isSuccess && !job ? (
          <p className="text-sm text-stone-600">{t('ratings.noSharedJob', { name })}</p>
        ) : null}
        {jobs.length > 1 ? (
          <FormField label={t('ratings.job')}>
            <Select value={job?.id} onChange={(event) => setChosenJob(Number(event.target.value))}>
              {jobs.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        <StarInput value={value} onChange={setValue} legend={t('ratings.yourRating')} />
        <FormField label={t('ratings.comment')} hint={t('ratings.commentHint')}>
          <Textarea
            rows={3}
            value={comment}
            maxLength={RATING_COMMENT_MAX_LENGTH}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('ratings.cancel')}
          </Button>
          <Button type="submit" disabled={value === 0 || !job || submit.isPending}>
            {submit.isPending ? t('ratings.submitting') : t('ratings.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
