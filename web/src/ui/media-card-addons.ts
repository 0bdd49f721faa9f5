import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { createContext, type ComponentType } from 'react';

/** A movie or TV card as its addons see it. */
export interface CardTitle {
  mediaType: TitleMediaType;
  id: number;
  name: string;
}

/**
 * What a feature adds to movie and TV cards (the library: badges and a control), provided once
 * by the app, so the shared cards need not know the feature. Person cards get nothing.
 */
export interface MediaCardAddons {
  /** Rendered once beside a list of cards: where one request can serve the whole list. */
  ListAddon: ComponentType<{ titles: readonly CardTitle[] }>;
  /**
   * Rendered in each title card as a sibling of its link, never inside it. It must give an
   * element the id `describedById`: the link's description (empty when it has nothing to say).
   */
  CardAddon: ComponentType<{ title: CardTitle; describedById: string }>;
}

export const MediaCardAddonsContext = createContext<MediaCardAddons | null>(null);
