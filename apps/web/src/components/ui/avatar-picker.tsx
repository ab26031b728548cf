import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { checkAvatarFile } from '../../lib/avatar';
import { IMAGE_ACCEPT } from '../../lib/image-file';
import { shrinkImage } from '../../lib/shrink-image';
import { Avatar } from './avatar';
import { Button } from './button';

interface AvatarPickerProps {
  label: string;
  /** Shown (as initials) while no picture is chosen. */
  name: string;
  /** The current picture, if the account already has one. */
  currentUrl?: string | null;
  file: File | null;
  onFileChange(file: File | null): void;
  /** Upload progress in steps (0–100), or null when no upload is running. */
  progress: number | null;
  disabled?: boolean;
}

/**
 * Choosing an avatar: preview, the specification's type and size messages, and the upload progress bar.
 * The upload itself is the caller's (sign-up uploads only after the account exists).
 */
export function AvatarPicker({
  label,
  name,
  currentUrl,
  file,
  onFileChange,
  progress,
  disabled,
}: AvatarPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // A phone photo is shrunk before the size check: the check is on what would be sent.
  const choose = async (picked: File | undefined) => {
    const chosen = picked ? await shrinkImage(picked) : picked;
    const problem = checkAvatarFile(chosen);
    setError(problem);
    if (problem || !chosen) {
      if (input.current) input.current.value = '';
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  };

  const clear = () => {
    setError(null);
    if (input.current) input.current.value = '';
    onFileChange(null);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={preview ?? currentUrl} name={name || '?'} size="xl" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={disabled}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" className="size-5" />
            {file ? t('avatar.change') : t('avatar.choose')}
          </Button>
          {file ? (
            <Button variant="ghost" disabled={disabled} onClick={clear}>
              <X aria-hidden="true" className="size-5" />
              {t('avatar.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-stone-600">
        {file ? t('avatar.chosen', { name: file.name }) : t('avatar.hint')}
      </p>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
      {progress !== null ? (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t('avatar.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-xs text-stone-600" aria-live="polite">
            {t('avatar.progress', { percent: progress })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
