import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  UPLOAD_PIXELS_IN_FLIGHT_PER_PROCESS,
  UPLOADS_IN_FLIGHT_PER_PROCESS,
  UPLOADS_IN_FLIGHT_PER_USER,
} from '@kalasetu/shared/limits';
import type { Socket } from 'node:net';
import { AppError } from '../lib/errors';
import { largeUploadSlots } from './large-uploads';

/** Seconds a refused upload is told to wait: one image takes well under that to re-encode. */
const RETRY_AFTER_SECONDS = 5;

export interface UploadGate {
  /**
   * Holds room for decoding one image of `pixels` for `userId`, or refuses: 429 while the user's own uploads fill
   * their share, 503 while the whole process is at its budget. `release` must be called when decoding is done.
   */
  acquire(userId: string, pixels: number): { release: () => void };
  /** Runs `work` with room held for `image` (its pixel count read from the header, which decodes nothing). */
  run<T>(userId: string, image: Buffer, work: () => Promise<T>): Promise<T>;
  /**
   * Holds room for receiving one large file (a portfolio video, a delivery file; buffered whole, up to
   * PORTFOLIO_VIDEO_MAX_BYTES) before its body is read: one per user (429) and `config.largeUploads.slots` in all
   * (503, unless a trickling upload on `socket` gives way; plugins/large-uploads.ts). Counted apart from images, so
   * slow large uploads never make pictures wait.
   */
  holdLargeUpload(userId: string, socket?: Socket | null): { release: () => void };
  /** The accounts whose large uploads are being received now. */
  largeUploaders(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadGate: UploadGate;
  }
}

/** Pixels the header declares; an unreadable header counts as a full-size image (re-encoding then refuses it). */
async function declaredPixels(image: Buffer): Promise<number> {
  try {
    const { width, height } = await sharp(image, { limitInputPixels: false }).metadata();
    return width && height ? Math.min(width * height, IMAGE_MAX_PIXELS) : IMAGE_MAX_PIXELS;
  } catch {
    return IMAGE_MAX_PIXELS;
  }
}

/**
 * Decoding an image costs memory in proportion to its pixels (thirty parallel 40-megapixel
 * uploads once took about 1 GB). Each user decodes one image at a time, and the process a few, within a pixel budget;
 * counts are per process because memory is (decision 162).
 */
export default fp(async function uploadGate(app: FastifyInstance) {
  // Every upload is a new picture: libvips' operation cache would only keep decoded pixels alive longer.
  sharp.cache(false);
  const perUser = new Map<string, number>();
  let inFlight = 0;
  let pixelsInFlight = 0;

  const large = largeUploadSlots(app.config.largeUploads);
  const holdLargeUpload = (userId: string, socket?: Socket | null) => large.hold(userId, socket);
  const gate: UploadGate = {
    holdLargeUpload,
    largeUploaders: () => large.holders(),
    acquire(userId, pixels) {
      if ((perUser.get(userId) ?? 0) >= UPLOADS_IN_FLIGHT_PER_USER) {
        throw new AppError(429, 'rate_limited', 'errors.tooManyUploads', undefined, {
          retryAfter: RETRY_AFTER_SECONDS,
        });
      }
      if (
        inFlight >= UPLOADS_IN_FLIGHT_PER_PROCESS ||
        pixelsInFlight + pixels > UPLOAD_PIXELS_IN_FLIGHT_PER_PROCESS
      ) {
        throw new AppError(503, 'busy', 'errors.uploadsBusy', undefined, { retryAfter: RETRY_AFTER_SECONDS });
      }
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
      inFlight++;
      pixelsInFlight += pixels;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (perUser.get(userId) ?? 1) - 1;
          if (left > 0) perUser.set(userId, left);
          else perUser.delete(userId);
          inFlight--;
          pixelsInFlight -= pixels;
        },
      };
    },
    async run(userId, image, work) {
      const slot = gate.acquire(userId, await declaredPixels(image));
      try {
        return await work();
      } finally {
        slot.release();
      }
    },
  };
  app.decorate('uploadGate', gate);
});
