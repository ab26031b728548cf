import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { checkImageFile, IMAGE_ACCEPT } from '../../lib/image-file';
import { shrinkImage } from '../../lib/shrink-image';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FilePicker, FormField } from '../ui/form-field';

export interface ProfileImageSlot {
  /** The current picture (an Avatar). */
  preview: ReactNode;
  label: string;
  /** Key of the message shown when the upload fails without a server message. */
  failedKey: string;
  upload(file: File, onProgress: (percent: number) => void): Promise<unknown>;
}

interface ProfileEditDialogProps {
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The picture belongs to the account: only its owner gets this slot (an admin edits the text only). */
  image?: ProfileImageSlot;
  failed: boolean;
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The profile's own fields. */
  children: ReactNode;
}

/** The frame both profile edit dialogs share: picture, fields, the inline failure and Cancel / Save. */
export function ProfileEditDialog({
  title,
  open,
  onOpenChange,
  image,
  failed,
  isSubmitting,
  onSubmit,
  children,
}: ProfileEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {image ? <ImagePicker {...image} /> : null}
        {children}
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('profileEdit.failedInline')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('profileEdit.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('profileEdit.saving') : t('profileEdit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ImagePicker({ preview, label, failedKey, upload }: ProfileImageSlot) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const change = async (picked: File | undefined) => {
    const file = picked ? await shrinkImage(picked) : picked;
    const problem = checkImageFile(file);
    setError(problem);
    if (problem || !file) return;
    setProgress(0);
    try {
      await upload(file, setProgress);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : failedKey);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {preview}
      <FormField
        label={label}
        error={error ?? undefined}
        hint={
          progress !== null ? t('profileEdit.uploading', { percent: progress }) : t('profileEdit.imageHint')
        }
        className="flex-1"
      >
        <FilePicker
          buttonLabel={t('avatar.choose')}
          accept={IMAGE_ACCEPT}
          disabled={progress !== null}
          onChange={(event) => void change(event.target.files?.[0])}
        />
      </FormField>
    </div>
  );
}
