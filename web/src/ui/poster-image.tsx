import { useState } from 'react';
import { useAppBaseUrl } from '../lib/base-url';
import { imageUrl, type ImageSize } from '../lib/image-url';
import { Placeholder, type PlaceholderKind } from './placeholder';

export interface PosterImageProps {
  path: string | null | undefined;
  alt: string;
  placeholder: PlaceholderKind;
  className?: string;
  eager?: boolean;
  /** "high" for the one image that is the page's largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
  size?: ImageSize;
}

const widths: Record<ImageSize, number> = { w92: 92, w185: 185, w500: 500, w1280: 1280 };

/** A w500 poster or profile image; the built-in placeholder when there is none or it fails to load. */
export function PosterImage({
  path,
  alt,
  placeholder,
  className,
  eager = true,
  fetchPriority,
  size = 'w500',
}: PosterImageProps) {
  const baseUrl = useAppBaseUrl();
  const src = imageUrl(path, size, baseUrl);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src)
    return <Placeholder className={className} kind={placeholder} label={alt} />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={widths[size]}
      height={widths[size] * 1.5}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
