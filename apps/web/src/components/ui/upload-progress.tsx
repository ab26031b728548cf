/**
 * How far an upload has gone (0–100), with the words of the feature that uploads, announced politely; nothing while
 * no upload runs. The portfolio's pictures and videos, and a delivery's files, show their progress with it.
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
