import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import type { ShowcaseItem } from '@kalasetu/shared/showcase';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useShowcase } from '../../../lib/showcase-query';
import { useAddDemoShowcase, useDeleteShowcaseItem } from '../api/admin-mutations';
import { ShowcaseFormDialog } from './showcase-form-dialog';
import { AdminListState } from './admin-list-state';
import { AdminSection } from './admin-section';

/** The same fallback the public gallery uses for a broken image. */
const PLACEHOLDER = '/images/placeholder.svg';

export function ShowcaseTab() {
  const { t } = useTranslation();
  const items = useShowcase();
  const addDemo = useAddDemoShowcase();
  const remove = useDeleteShowcaseItem();
  const [editing, setEditing] = useState<ShowcaseItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ShowcaseItem | null>(null);

  const demo = async (uploaded: boolean) => {
    try {
      await addDemo.mutateAsync(uploaded);
      toast.success(t('admin.showcase.demoAdded'));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('admin.unexpected');
      toast.error(t('admin.showcase.demoFailed', { message }));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('admin.showcase.deleted'));
      setDeleting(null);
    } catch {
      toast.error(t('admin.showcase.deleteFailed'));
    }
  };

  return (
    <AdminSection
      headingId="admin-showcase-heading"
      title={t('admin.showcase.heading')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={addDemo.isPending} onClick={() => void demo(false)}>
            {t('admin.showcase.demo')}
          </Button>
          <Button variant="secondary" disabled={addDemo.isPending} onClick={() => void demo(true)}>
            {t('admin.showcase.demoUploaded')}
          </Button>
          <Button onClick={() => setEditing('new')}>{t('admin.showcase.add')}</Button>
        </div>
      }
    >
      <AdminListState
        query={items}
        failed={t('admin.showcase.loadFailed')}
        empty={t('admin.showcase.empty')}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((item) => (
              <li key={item.id}>
                <Card className="overflow-hidden">
                  <img
                    src={item.imageUrl}
                    alt=""
                    className="aspect-video w-full object-cover"
                    onError={(event) => {
                      event.currentTarget.src = PLACEHOLDER;
                    }}
                  />
                  <div className="p-3">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-semibold">{item.title}</h3>
                      {item.featured ? <Badge tone="brand">{t('admin.showcase.featured')}</Badge> : null}
                    </div>
                    <p className="mt-1 line-clamp-2 text-sm text-stone-700">{item.description}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(item)}>
                        {t('admin.showcase.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="destructive"
                        aria-label={t('admin.showcase.deleteWhat', { title: item.title })}
                        onClick={() => setDeleting(item)}
                      >
                        {t('admin.showcase.delete')}
                      </Button>
                      {item.link ? (
                        <Button size="sm" variant="link" asChild>
                          <a href={item.link} target="_blank" rel="noreferrer noopener">
                            {t('admin.showcase.view')}
                            <ExternalLink aria-hidden="true" className="size-4" />
                          </a>
                        </Button>
                      ) : null}
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <ShowcaseFormDialog item={editing} onClose={() => setEditing(null)} />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.showcase.confirmTitle')}
        description={t('admin.showcase.confirmBody', { title: deleting?.title ?? '' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('admin.cancel')}
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {t('admin.showcase.delete')}
            </Button>
          </>
        }
      />
    </AdminSection>
  );
}
