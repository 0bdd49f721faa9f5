// TMDB's image sizes (configuration.images); the same lists are served by /3/configuration.
export const IMAGE_SIZES = {
  backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
  logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
  poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  profile_sizes: ['w45', 'w185', 'h632', 'original'],
  still_sizes: ['w92', 'w185', 'w300', 'original'],
} as const;

export type ArtworkKind = 'poster' | 'backdrop' | 'profile' | 'logo';

const KNOWN_SIZES = new Set<string>(Object.values(IMAGE_SIZES).flat());

// Width / height of each kind, and the pixel size "original" stands for.
const SHAPES: Record<ArtworkKind, { ratio: number; originalWidth: number }> = {
  poster: { ratio: 2 / 3, originalWidth: 1000 },
  profile: { ratio: 2 / 3, originalWidth: 800 },
  backdrop: { ratio: 16 / 9, originalWidth: 1920 },
  // A streaming service's logo: square, as TMDB's provider logos are.
  logo: { ratio: 1, originalWidth: 500 },
};

/** Pixel dimensions for a size name, or undefined for a size TMDB does not serve. */
export function imageDimensions(
  size: string,
  kind: ArtworkKind,
): { width: number; height: number } | undefined {
  if (!KNOWN_SIZES.has(size)) return undefined;
  const { ratio, originalWidth } = SHAPES[kind];
  if (size === 'original')
    return { width: originalWidth, height: Math.round(originalWidth / ratio) };
  const value = Number(size.slice(1));
  return size.startsWith('h')
    ? { width: Math.round(value * ratio), height: value }
    : { width: value, height: Math.round(value / ratio) };
}
