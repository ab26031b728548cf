// What a profile's reader needs to show a portfolio (sizes, video players, a card's still), apart from the portfolio's
// schemas (portfolio.ts): the page that only shows work does not build the forms' validation.
import type { PortfolioItem, PortfolioPreview } from './portfolio';

/** Uploaded images are stored twice: a large copy for viewing and a small one for the grid (srcset). */
export const PORTFOLIO_IMAGE_SIZES_PX = { full: 1600, thumbnail: 640 } as const;

export interface VideoRef {
  provider: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Recognises the YouTube and Vimeo addresses people paste (watch, share, shorts, embed); anything else is null. */
export function parseVideoUrl(value: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let youtubeId: string | null | undefined = null;
  if (host === 'youtu.be') youtubeId = parts[0];
  else if (YOUTUBE_HOSTS.has(host) || host === 'www.youtube-nocookie.com') {
    if (parts[0] === 'watch') youtubeId = url.searchParams.get('v');
    else if (parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live') youtubeId = parts[1];
  }
  if (youtubeId) return YOUTUBE_ID.test(youtubeId) ? { provider: 'youtube', id: youtubeId } : null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((part) => /^\d{3,12}$/.test(part));
    return id ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/** The privacy-friendly player address the page embeds (the only frame sources the CSP allows). */
export function videoEmbedUrl(ref: VideoRef): string {
  return ref.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${ref.id}`
    : `https://player.vimeo.com/video/${ref.id}`;
}

/** A still for the grid without loading the player; Vimeo has no keyless thumbnail URL. */
export function videoThumbnailUrl(ref: VideoRef): string | null {
  return ref.provider === 'youtube' ? `https://i.ytimg.com/vi/${ref.id}/hqdefault.jpg` : null;
}

/** The still a card shows for an item; links are not work to look at, so they have none. */
export function previewOf(
  item: Pick<PortfolioItem, 'id' | 'type' | 'title' | 'mediaUrl' | 'thumbnailUrl'>,
): PortfolioPreview | null {
  if (item.type === 'link') return null;
  if (item.type === 'image') {
    return {
      id: item.id,
      type: item.type,
      title: item.title,
      thumbnailUrl: item.thumbnailUrl ?? item.mediaUrl,
    };
  }
  const ref = parseVideoUrl(item.mediaUrl);
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    // An uploaded video's poster is stored with it; a link's still is computed.
    thumbnailUrl: item.thumbnailUrl ?? (ref ? videoThumbnailUrl(ref) : null),
  };
}
