import { useState } from 'react';
import { useAppBaseUrl } from '../lib/base-url';
import { imageUrl } from '../lib/image-url';
import { Placeholder } from './placeholder';

export interface StillImageProps {
  path: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
}

/**
 * An episode's still (16:9, TMDB's w300); the built-in placeholder when there is none or it fails
 * to load. The class gives it its box: the placeholder fills the same one.
 */
export function StillImage({ path, alt, className, eager = false }: StillImageProps) {
  const baseUrl = useAppBaseUrl();
  const src = imageUrl(path, 'w300', baseUrl);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src)
    return <Placeholder className={className} kind="title" label={alt} />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={300}
      height={169}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
