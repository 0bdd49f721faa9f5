import type { ReactNode } from 'react';
import type { PlaceholderKind } from '../ui/placeholder';
import { PosterImage } from '../ui/poster-image';
import styles from './details-page.module.css';

export interface DetailsLayoutProps {
  title: string;
  imagePath: string | null | undefined;
  placeholder: PlaceholderKind;
  imageAlt: string;
  children: ReactNode;
}

export function DetailsLayout({
  title,
  imagePath,
  placeholder,
  imageAlt,
  children,
}: DetailsLayoutProps) {
  return (
    <article className={styles.details}>
      <div className={styles.media}>
        <PosterImage
          className={styles.image}
          path={imagePath}
          alt={imageAlt}
          placeholder={placeholder}
        />
      </div>
      <div className={styles.body}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
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
        <div
          className={`${styles.skeleton} ${styles.skeletonLine}`}
          style={{ width: '60%', height: '2.5rem' }}
        />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '80%' }} />
      </div>
    </div>
  );
}
