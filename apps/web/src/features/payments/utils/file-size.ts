import type { TFunction } from 'i18next';
import { formatNumber } from '@kalasetu/shared/money';

const KB = 1024;
const MB = KB * KB;

/** "2.4 MB", "380 KB": a file's size as the file lists show it. */
export function formatFileSize(t: TFunction, bytes: number): string {
  if (bytes >= MB) return t('payments.files.sizeMb', { size: formatNumber(bytes / MB, 1) });
  return t('payments.files.sizeKb', { size: formatNumber(Math.max(1, Math.round(bytes / KB)), 0) });
}
