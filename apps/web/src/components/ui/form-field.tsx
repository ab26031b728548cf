import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { buttonClassName } from './button';

interface FormFieldProps {
  label: ReactNode;
  /** An i18n key (from the shared zod schemas) or an already translated message from the server. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}

/** Label, control, hint and error wired together for screen readers: the one way forms show an error. */
export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const controlId = (children.props.id as string | undefined) ?? id;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {t(error, { defaultValue: error })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * How far an upload has gone (0–100), with the words of the form that uploads, announced politely; nothing while no
 * upload runs. Kept beside FormField, whose chunk every form with a file already loads, so it adds no chunk of its own.
 */
export function UploadProgress({
  percent,
  label,
  text,
}: {
  percent: number | null;
  label: string;
  text: string;
}) {
  if (percent === null) return null;
  return (
    <div className="space-y-1">
      <progress max={100} value={percent} className="w-full" aria-label={label} />
      <p className="text-sm text-stone-700 wrap-anywhere" aria-live="polite" data-testid="upload-progress">
        {text}
      </p>
    </div>
  );
}

/**
 * A file input whose button speaks the page's language: the browser's own "Choose File" / "No file chosen" follow
 * the phone's language, not the one chosen here. The input stays the control (one tab stop, FormField's label and
 * hint, works before the page's code runs); the button is its second label, drawn as a button and shown focused with
 * it. Kept beside FormField for the same reason as UploadProgress.
 */
export function FilePicker({
  buttonLabel,
  chosen,
  id,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & {
  /** The button's words ("Choose picture"). */
  buttonLabel: string;
  /** What was chosen, in words ("Selected: harvest.png"); nothing while none is. */
  chosen?: string | null;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <input {...input} id={inputId} type="file" className="peer sr-only" />
      {/* Hidden from the accessibility tree: the input is already named by FormField's label. */}
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className={cn(
          buttonClassName({ variant: 'secondary' }),
          'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        )}
      >
        {buttonLabel}
      </label>
      {chosen ? (
        <span className="min-w-0 text-sm text-stone-700 wrap-anywhere" data-user-content>
          {chosen}
        </span>
      ) : null}
    </div>
  );
}
