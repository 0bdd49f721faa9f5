import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Result } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the page ended up: a logged-out /home would end on /login. */
  finalUrl: string;
  /** Weighted audits that cost points, e.g. { category: 'seo', audit: 'meta-description', score: 0 }. */
  lostPoints: LostPoint[];
  /** Lighthouse's own warnings about the run (stored data that may affect loading, etc.). */
  warnings: string[];
}

export interface LostPoint {
  category: string;
  audit: string;
  /** 0–1, as Lighthouse scores an audit. */
  score: number;
}

export interface LighthouseRunOptions {
  preset: Preset;
  /**
   * Lighthouse's default (true) clears the origin's storage and the browser's cache first: a first
   * visit. False keeps both: the login, and whatever the cache holds.
   */
  resetStorage: boolean;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One Lighthouse run in a running Chromium. Mobile is Lighthouse's default config. */
export async function runLighthouse(
  url: string,
  debuggingPort: number,
  { preset, resetStorage }: LighthouseRunOptions,
): Promise<LighthouseScores> {
  const result = await lighthouse(
    url,
    { port: debuggingPort, output: 'json', logLevel: 'error', disableStorageReset: !resetStorage },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return scoresOf(result.lhr);
}

/** The figures the bench keeps from a Lighthouse report. */
export function scoresOf(lhr: Result): LighthouseScores {
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    lostPoints: CATEGORIES.flatMap((category) =>
      (categories[category]?.auditRefs ?? []).flatMap((ref) => {
        const auditScore = audits[ref.id]?.score;
        if (ref.weight <= 0 || auditScore === null || auditScore === undefined || auditScore >= 1)
          return [];
        return [{ category, audit: ref.id, score: auditScore }];
      }),
    ),
    warnings: lhr.runWarnings.map((warning) => String(warning)),
  };
}
