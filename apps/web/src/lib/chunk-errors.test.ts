/** @vitest-environment happy-dom */
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, loadWhenOnline } from './chunk-errors';

describe('code that could not be fetched', () => {
  it('is told from other errors in each browser’s words', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://kalasetu.example/assets/apply-dialog.js',
      'error loading dynamically imported module: https://kalasetu.example/assets/apply-dialog.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/apply-dialog.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('is fetched again once the browser is back online, and not after it was stopped', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: /assets/realtime.js');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline).mockResolvedValue('realtime');
    const use = vi.fn();
    loadWhenOnline(load, use);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(use).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(use).toHaveBeenCalledWith('realtime'));
    expect(load).toHaveBeenCalledTimes(2);

    const again = vi.fn<() => Promise<string>>().mockRejectedValue(offline);
    const stop = loadWhenOnline(again, use);
    await vi.waitFor(() => expect(again).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    stop();
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(again).toHaveBeenCalledTimes(1);
  });
});
