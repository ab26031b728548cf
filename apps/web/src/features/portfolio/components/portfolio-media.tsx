import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PortfolioItem } from '@kalasetu/shared/portfolio';
import {
  PORTFOLIO_IMAGE_SIZES_PX,
  parseVideoUrl,
  videoEmbedUrl,
  videoThumbnailUrl,
} from '@kalasetu/shared/portfolio-media';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
/** Grid columns: one on phones, two on tablets, three from 1024 px. */
const GRID_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw';

interface ImageProps {
  src: string;
  srcSet?: string;
  alt: string;
  /** The first picture of a profile is its largest paint: fetched at once, not when scrolled to. */
  priority?: boolean;
}

function FallbackImage({ src, srcSet, alt, priority = false }: ImageProps) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={broken ? undefined : srcSet}
      sizes={srcSet && !broken ? GRID_SIZES : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      width={640}
      height={480}
      onError={() => setBroken(true)}
      className="aspect-[4/3] w-full bg-stone-100 object-cover"
    />
  );
}

/** A video is a still with a play button until asked for: no third-party player loads before the click. */
interface MediaProps {
  item: PortfolioItem;
  priority?: boolean;
}

function VideoMedia({ item, priority }: MediaProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const ref = parseVideoUrl(item.mediaUrl);
  // An uploaded file plays in the page's own player, fetched only when asked for (ranges let it start early).
  if (!ref && playing) {
    return (
      <video
        src={item.mediaUrl}
        poster={item.thumbnailUrl ?? undefined}
        controls
        autoPlay
        playsInline
        preload="none"
        title={item.title}
        className="aspect-video w-full bg-black"
      />
    );
  }
  if (playing && ref) {
    return (
      <iframe
        src={`${videoEmbedUrl(ref)}?autoplay=1`}
        title={item.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full"
      />
    );
  }
  const still = item.thumbnailUrl ?? (ref ? videoThumbnailUrl(ref) : null);
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block w-full"
      aria-label={t('portfolio.playVideo', { title: item.title })}
    >
      {still ? (
        <FallbackImage src={still} alt="" priority={priority} />
      ) : (
        <span className="block aspect-[4/3] w-full bg-stone-800" />
      )}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-black/70 text-white group-hover:bg-brand-700">
          <Play aria-hidden="true" className="size-7 fill-current" />
        </span>
      </span>
    </button>
  );
}

function LinkMedia({ item }: { item: PortfolioItem }) {
  let host = item.mediaUrl;
  try {
    host = new URL(item.mediaUrl).hostname;
  } catch {
    // keep the raw address
  }
  return (
    <a
      href={item.mediaUrl}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-brand-50 p-4 text-center text-brand-800 hover:bg-brand-100"
    >
      <ExternalLink aria-hidden="true" className="size-8" />
      <span className="break-all text-sm font-medium">{host}</span>
    </a>
  );
}

/** Uploaded images come in two sizes, so the grid asks the browser to pick (srcset); others are shown as they are. */
export function PortfolioMedia({ item, priority }: MediaProps) {
  const { t } = useTranslation();
  if (item.type === 'video') return <VideoMedia item={item} priority={priority} />;
  if (item.type === 'link') return <LinkMedia item={item} />;
  const srcSet = item.thumbnailUrl
    ? `${item.thumbnailUrl} ${PORTFOLIO_IMAGE_SIZES_PX.thumbnail}w, ${item.mediaUrl} ${PORTFOLIO_IMAGE_SIZES_PX.full}w`
    : undefined;
  return (
    <a
      href={item.mediaUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('portfolio.openImage', { title: item.title })}
    >
      <FallbackImage
        src={item.thumbnailUrl ?? item.mediaUrl}
        srcSet={srcSet}
        alt={item.title}
        priority={priority}
      />
    </a>
  );
}
