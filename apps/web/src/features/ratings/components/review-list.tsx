import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PublicReview } from '@kalasetu/shared/ratings';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReviews } from '../api/get-reviews';
import { useReplyToReview } from '../api/reply-to-review';

/** A person's published reviews (docs/product/ratings.md), newest first, paged; the reviewed person may answer once. */
export function ReviewList({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useReviews(userId, page);
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-8">
      <h2 id="reviews-title" className="text-xl font-semibold">
        {t('ratings.reviews.title')}
      </h2>
      {data && data.items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('ratings.reviews.none')}</p>
      ) : null}
      <ul className="mt-3 space-y-4">
        {data?.items.map((review) => (
          <ReviewItem key={review.id} review={review} userId={userId} canReply={isOwner && !review.reply} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('ratings.reviews.pages')} className="mt-4 flex items-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('ratings.reviews.previous')}
          </Button>
          <span className="text-sm">{t('ratings.reviews.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('ratings.reviews.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function ReviewItem({
  review,
  userId,
  canReply,
}: {
  review: PublicReview;
  userId: string;
  canReply: boolean;
}) {
  const { t, i18n } = useTranslation();
  const month = formatDate(`${review.month}-15T00:00:00Z`, i18n.language, { month: 'long', year: 'numeric' });
  return (
    <li className="rounded-lg border p-4">
      <p
        role="img"
        className="flex items-center gap-1"
        aria-label={t('ratings.starOther', { count: review.value })}
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            aria-hidden="true"
            className={
              i < review.value ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'
            }
          />
        ))}
      </p>
      {review.comment ? <p className="mt-2 whitespace-pre-line">{review.comment}</p> : null}
      <p className="mt-2 text-sm text-muted-foreground">
        {t('ratings.reviews.byline', {
          name: review.reviewerName ?? t('ratings.reviews.deleted'),
          title: review.jobTitle,
          month,
        })}
      </p>
      {review.reply ? (
        <div className="mt-3 border-l-2 pl-3">
          <p className="text-sm font-medium">{t('ratings.reviews.answer')}</p>
          <p className="whitespace-pre-line text-sm">{review.reply}</p>
        </div>
      ) : null}
      {canReply ? <ReplyForm reviewId={review.id} userId={userId} /> : null}
    </li>
  );
}

function ReplyForm({ reviewId, userId }: { reviewId: number; userId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const reply = useReplyToReview(userId);
  const id = `reply-${reviewId}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate(
      { reviewId, reply: text },
      {
        onSuccess: () => toast.success(t('ratings.reviews.answered')),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <form className="mt-3 space-y-2" onSubmit={onSubmit}>
      <label htmlFor={id} className="text-sm font-medium">
        {t('ratings.reviews.answerLabel')}
      </label>
      <Textarea id={id} value={text} maxLength={1000} onChange={(event) => setText(event.target.value)} />
      <p className="text-xs text-muted-foreground">{t('ratings.reviews.answerOnce')}</p>
      <Button type="submit" disabled={reply.isPending || !text.trim()}>
        {t('ratings.reviews.answerSubmit')}
      </Button>
    </form>
  );
}
