import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { moveItem, PORTFOLIO_MAX_ITEMS, type PortfolioItem } from '@kalasetu/shared/portfolio';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useDeletePortfolioItem, useReorderPortfolio } from '../api/portfolio-mutations';
import { usePointerReorder } from '../hooks/use-pointer-reorder';
import { EditItemForm, UploadItemForm, UrlItemForm } from './portfolio-item-forms';
import { PortfolioThumb } from './portfolio-thumb';
import { VideoUploadForm } from './video-upload-form';

type AddKind = 'upload' | 'videoUpload' | 'image' | 'video' | 'link';
const ADD_KINDS: Array<[AddKind, string]> = [
  ['upload', 'portfolio.kinds.upload'],
  ['videoUpload', 'portfolio.kinds.videoUpload'],
  ['image', 'portfolio.kinds.imageUrl'],
  ['video', 'portfolio.kinds.video'],
  ['link', 'portfolio.kinds.link'],
];
const TYPE_KEYS = {
  image: 'portfolio.types.image',
  video: 'portfolio.types.video',
  link: 'portfolio.types.link',
} as const;

interface PortfolioManagerProps {
  creatorId: string;
  items: PortfolioItem[];
  /** Refreshes whatever shows the portfolio after a change. */
  onChanged(): unknown;
}

/**
 * For the owner (or an admin): add by upload or address, edit, remove, and reorder by dragging a row's handle (mouse
 * or finger) or with the up and down buttons (keyboard and screen readers).
 */
export function PortfolioManager({ creatorId, items, onChanged }: PortfolioManagerProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [kind, setKind] = useState<AddKind>('upload');
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const [removing, setRemoving] = useState<PortfolioItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const remove = useDeletePortfolioItem(onChanged);
  const reorder = useReorderPortfolio(creatorId, onChanged);
  const full = items.length >= PORTFOLIO_MAX_ITEMS;
  const listRef = useRef<HTMLOListElement>(null);

  const failed = (error: unknown) =>
    toast.error(t('portfolio.saveFailed'), {
      description: error instanceof ApiError ? error.message : undefined,
    });
  const dragged = usePointerReorder(items, listRef, (ids) => reorder.mutate(ids, { onError: failed }));
  const saved = () => {
    toast.success(t('portfolio.saved'));
    setAdding(false);
    setEditing(null);
    void onChanged();
  };

  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    if (target < 0 || target >= items.length || reorder.isPending) return;
    const next = moveItem(items, index, delta);
    reorder.mutate(
      next.map((item) => item.id),
      {
        onSuccess: () =>
          setAnnouncement(
            t('portfolio.moved', { title: items[index]!.title, position: target + 1, total: items.length }),
          ),
        onError: failed,
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('portfolio.removed'));
        setRemoving(null);
      },
      onError: failed,
    });
  };

  return (
    <Card className="space-y-4 p-5" id="portfolio-manager">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold" id="portfolio-manager-title" tabIndex={-1}>
          {t('portfolio.manage')}
        </h2>
        <Button onClick={() => setAdding(true)} disabled={full}>
          <Plus aria-hidden="true" className="size-4" />
          {t('portfolio.add')}
        </Button>
      </div>
      {full ? (
        <p className="text-sm text-stone-600">{t('portfolio.full', { max: PORTFOLIO_MAX_ITEMS })}</p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('portfolio.manageEmpty')}</p>
      ) : (
        <ol ref={listRef} className="divide-y divide-stone-200 rounded-md border border-stone-200">
          {dragged.order.map((item, index) => (
            <li
              key={item.id}
              data-reorder-row
              data-testid="portfolio-row"
              className={`flex flex-wrap items-center gap-2 p-2 ${dragged.draggingId === item.id ? 'bg-brand-50 shadow-md' : ''}`}
            >
              {/* For pointers only: the buttons below do the same for keyboards and screen readers. */}
              <span
                aria-hidden="true"
                title={t('portfolio.dragHandle', { title: item.title })}
                data-testid="portfolio-drag-handle"
                className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center text-stone-500 active:cursor-grabbing"
                {...dragged.handleProps(item.id)}
              >
                <GripVertical className="size-5" />
              </span>
              <PortfolioThumb item={item} />
              <div className="min-w-24 flex-1 px-1">
                <p className="truncate font-medium">{item.title}</p>
                <p className="text-xs text-stone-600">{t(TYPE_KEYS[item.type])}</p>
              </div>
              <div className="flex">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('portfolio.moveUp', { title: item.title })}
                  aria-disabled={index === 0}
                  className="aria-disabled:opacity-40"
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('portfolio.moveDown', { title: item.title })}
                  aria-disabled={index === items.length - 1}
                  className="aria-disabled:opacity-40"
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('portfolio.edit', { title: item.title })}
                  onClick={() => setEditing(item)}
                >
                  <Pencil aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('portfolio.remove', { title: item.title })}
                  onClick={() => setRemoving(item)}
                >
                  <Trash2 aria-hidden="true" className="size-5 text-red-700" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <Dialog open={adding} onOpenChange={setAdding} title={t('portfolio.addTitle')}>
        <div className="mb-4 space-y-1">
          <label htmlFor="portfolio-kind" className="block text-sm font-medium">
            {t('portfolio.form.kind')}
          </label>
          <Select
            id="portfolio-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as AddKind)}
          >
            {ADD_KINDS.map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </Select>
        </div>
        {kind === 'upload' ? (
          <UploadItemForm
            creatorId={creatorId}
            onSomeSaved={() => void onChanged()}
            onDone={saved}
            onFailed={failed}
            onCancel={() => setAdding(false)}
          />
        ) : kind === 'videoUpload' ? (
          <VideoUploadForm
            creatorId={creatorId}
            onDone={saved}
            onFailed={failed}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <UrlItemForm
            key={kind}
            creatorId={creatorId}
            type={kind}
            onDone={saved}
            onFailed={failed}
            onCancel={() => setAdding(false)}
          />
        )}
      </Dialog>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={t('portfolio.editTitle')}
      >
        {editing ? (
          <EditItemForm
            key={editing.id}
            item={editing}
            onDone={saved}
            onFailed={failed}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>

      <Dialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('portfolio.removeTitle')}
        description={removing ? t('portfolio.removeConfirm', { title: removing.title }) : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('portfolio.form.cancel')}
            </Button>
            <Button variant="destructive" onClick={confirmRemove} disabled={remove.isPending}>
              {t('portfolio.removeAction')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
