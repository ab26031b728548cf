import { openEventStream } from '../../apps/server/src/test/sse-client';
import { applyBody, call, type Account } from './client';

/**
 * An enterprise's event stream is open on `listenOn`; creators apply to its job through `writeTo`. Each
 * application must reach the stream as an `application.updated` event. Returns the delay from sending the
 * write to receiving the event, per application.
 */
export async function realtimeAcross(options: {
  listenOn: string;
  writeTo: string;
  origin: string;
  enterprise: Account;
  jobId: number;
  creators: Account[];
}): Promise<number[]> {
  const stream = await openEventStream(options.listenOn, options.enterprise.cookie);
  if (stream.status !== 200) throw new Error(`event stream on ${options.listenOn} answered ${stream.status}`);
  const delays: number[] = [];
  try {
    for (const creator of options.creators) {
      const started = performance.now();
      const result = await call(
        options.writeTo,
        options.origin,
        'POST',
        `/api/jobs/${options.jobId}/applications`,
        creator.cookie,
        applyBody,
      );
      if (result.status !== 201)
        throw new Error(`applying through ${options.writeTo} answered ${result.status}`);
      const applicationId = (result.json as { application: { id: number } }).application.id;
      await stream.next(
        (event) =>
          event.type === 'application.updated' &&
          (event.payload as { applicationId?: number }).applicationId === applicationId,
        10_000,
      );
      delays.push(performance.now() - started);
    }
  } finally {
    stream.close();
  }
  return delays;
}
