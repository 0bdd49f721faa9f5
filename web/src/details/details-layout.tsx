import type { ReactNode } from 'react';
import { useAppBaseUrl } from '../lib/base-url';
import { backdropWidths, imageUrl } from '../lib/image-url';
import type { PlaceholderKind } from '../ui/placeholder';
import { PosterImage } from '../ui/poster-image';
import styles from './details-page.module.css';

export interface DetailsLayoutProps {
  title: string;
  imagePath: string | null | undefined;
  placeholder: PlaceholderKind;
  imageAlt: string;
  /** Drawn behind the header when the item has one. */
  backdropPath?: string | null;
  /** A line under the title, such as a tagline. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Full-width sections below the header: cast, credits, similar titles. */
  sections?: ReactNode;
}

export function DetailsLayout({
  title,
  imagePath,
  placeholder,
  imageAlt,
  backdropPath,
  subtitle,
  children,
  sections,
}: DetailsLayoutProps) {
  const baseUrl = useAppBaseUrl();
  const backdrop = imageUrl(backdropPath, 'w1280', baseUrl);
  // The browser picks the width the screen needs: a phone's is a third of the largest.
  const backdropSet = backdropWidths
    .map((width) => `${imageUrl(backdropPath, `w${width}`, baseUrl)} ${width}w`)
    .join(', ');
  return (
    <article className={styles.page}>
      {backdrop && (
        // Decorative and absolutely placed: it neither speaks nor moves the content when it loads.
        <div className={styles.backdrop} aria-hidden="true">
          <img
            src={backdrop}
            srcSet={backdropSet}
            sizes="100vw"
            alt=""
            width={1280}
            height={720}
            decoding="async"
            // The widest thing on the page (its largest paint, faded as it is): with the poster,
            // the first files the browser asks for.
            fetchPriority="high"
          />
        </div>
      )}
      <div className={styles.details}>
        <div className={styles.media}>
          <PosterImage
            className={styles.image}
            path={imagePath}
            alt={imageAlt}
            placeholder={placeholder}
            fetchPriority="high"
          />
        </div>
        <div className={styles.body}>
          {/* TMDB's title in its own script, isolated so a right-to-left page keeps its order. */}
          <h1 className={styles.title}>
            <bdi>{title}</bdi>
          </h1>
          {subtitle}
          {children}
        </div>
      </div>
      {sections}
    </article>
  );
}

export function DetailsSkeleton() {
  return (
    <div className={styles.details} aria-hidden="true" data-testid="details-skeleton">
      <div className={styles.media}>
        <div className={`${styles.image} ${styles.skeleton}`} />
      </div>
      <div className={styles.body}>
        <div className={`${styles.skeleton} ${styles.skeletonLine} ${styles.skeletonTitle}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine} ${styles.skeletonShort}`} />
      </div>
    </div>
  );
}
