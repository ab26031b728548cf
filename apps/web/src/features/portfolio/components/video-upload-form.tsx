import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { PORTFOLIO_VIDEO_MAX_BYTES } from '@kalasetu/shared/limits';
import {
  PORTFOLIO_POSTER_SIZE_PX,
  PORTFOLIO_VIDEO_TYPES,
  portfolioUploadFieldsSchema,
  type PortfolioUploadFields,
} from '@kalasetu/shared/portfolio';
import { FilePicker, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { uploadPortfolioPoster, uploadPortfolioVideo } from '../api/portfolio-mutations';
import {
  Actions,
  applyServerErrors,
  TextFields,
  PortfolioUploadProgress,
  type FormProps,
} from './portfolio-item-forms';

/** Where the poster is taken from until the creator moves the slider: a second in, past a black first frame. */
const DEFAULT_POSTER_SECONDS = 1;

/** A first check in the browser; the server decides by the file's bytes. */
function checkVideoFile(file: File | null): string | null {
  if (!file) return 'validation.videoMissing';
  if (!(PORTFOLIO_VIDEO_TYPES as readonly string[]).includes(file.type)) return 'validation.videoType';
  if (file.size > PORTFOLIO_VIDEO_MAX_BYTES) return 'validation.videoSize';
  return null;
}

/** The frame the video shows now, as a JPEG no larger than the server keeps (it re-encodes it anyway). */
function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, PORTFOLIO_POSTER_SIZE_PX / Math.max(video.videoWidth, video.videoHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
}

/**
 * Uploading a short video: the creator watches it here, picks the poster frame with a slider, and sees the upload's
 * progress. The video goes first, then the frame, drawn from the video on a canvas in the browser.
 */
export function VideoUploadForm({
  creatorId,
  onDone,
  onFailed,
  onCancel,
}: FormProps & { creatorId: string }) {
  const { t } = useTranslation();
  const sliderId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [duration, setDuration] = useState(0);
  const [posterAt, setPosterAt] = useState(DEFAULT_POSTER_SECONDS);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<PortfolioUploadFields, unknown, z.output<typeof portfolioUploadFieldsSchema>>({
    resolver: zodResolver(portfolioUploadFieldsSchema),
    defaultValues: { title: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const seek = (seconds: number) => {
    setPosterAt(seconds);
    if (videoRef.current) videoRef.current.currentTime = seconds;
  };

  const send = async (values: z.output<typeof portfolioUploadFieldsSchema>) => {
    const problem = checkVideoFile(file);
    setFileError(problem ? t(problem) : null);
    if (problem || !file) return;
    setProgress(0);
    try {
      const poster = videoRef.current ? await captureFrame(videoRef.current) : null;
      const item = await uploadPortfolioVideo(creatorId, values, file, setProgress);
      // A poster that fails leaves the video without one (a dark tile); the creator can add the video again.
      onDone(poster ? await uploadPortfolioPoster(item.id, poster).catch(() => item) : item);
    } catch (error) {
      applyServerErrors(error, ['title', 'description'] as const, form.setError);
      if (error instanceof ApiError && !Object.keys(error.fields).length) setFileError(error.message);
      onFailed(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate className="space-y-4">
      <FormField
        label={t('portfolio.video.file')}
        error={fileError ?? undefined}
        hint={t('portfolio.video.fileHint')}
        required
      >
        <FilePicker
          buttonLabel={t('portfolio.video.choose')}
          chosen={file ? t('avatar.chosen', { name: file.name }) : null}
          accept={PORTFOLIO_VIDEO_TYPES.join(',')}
          data-testid="video-file"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? checkVideoFile(chosen) : null;
            setFileError(problem ? t(problem) : null);
            setDuration(0);
            setPosterAt(DEFAULT_POSTER_SECONDS);
            setFile(problem ? null : chosen);
          }}
        />
      </FormField>
      {preview ? (
        <div className="space-y-2">
          <video
            ref={videoRef}
            src={preview}
            muted
            playsInline
            preload="auto"
            data-testid="poster-preview"
            onLoadedMetadata={(event) => {
              const length = event.currentTarget.duration;
              setDuration(Number.isFinite(length) ? length : 0);
              seek(Math.min(DEFAULT_POSTER_SECONDS, Number.isFinite(length) ? length / 2 : 0));
            }}
            className="aspect-video w-full rounded-md bg-black object-contain"
          />
          <label htmlFor={sliderId} className="block text-sm font-medium">
            {t('portfolio.video.posterAt', { seconds: posterAt.toFixed(1) })}
          </label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={duration || 0}
            step={0.1}
            value={posterAt}
            disabled={!duration}
            onChange={(event) => seek(Number(event.target.value))}
            className="w-full accent-brand-700"
          />
          <p className="text-xs text-stone-600">{t('portfolio.video.posterHint')}</p>
        </div>
      ) : null}
      <TextFields
        title={form.register('title')}
        description={form.register('description')}
        errors={errors}
        titleHint={t('portfolio.form.videoTitleOptional')}
      />
      <PortfolioUploadProgress percent={progress} />
      <Actions onCancel={onCancel} busy={isSubmitting} busyLabel={t('portfolio.form.uploading')} />
    </form>
  );
}
