import { useState } from 'react';
import { imageUrl } from '../lib/image-url';
import { Placeholder, type PlaceholderKind } from './placeholder';

export interface PosterImageProps {
  path: string | null | undefined;
  alt: string;
  placeholder: PlaceholderKind;
  className?: string;
  eager?: boolean;
}

/** A w500 poster or profile image; the built-in placeholder when there is none or it fails to load. */
export function PosterImage({ path, alt, placeholder, className, eager = true }: PosterImageProps) {
  const src = imageUrl(path);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src)
    return <Placeholder className={className} kind={placeholder} label={alt} />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={500}
      height={750}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
