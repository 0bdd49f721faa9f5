import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the page ended up: a logged-out /home would end on /login. */
  finalUrl: string;
  /** Audits that cost points outside performance, e.g. "best-practices: errors-in-console". */
  failing: string[];
}

/**
 * One Lighthouse run in the already running browser (its profile keeps the login: storage is
 * not reset). Mobile is Lighthouse's default config.
 */
export async function runLighthouse(
  url: string,
  debuggingPort: number,
  preset: Preset,
): Promise<LighthouseScores> {
  const result = await lighthouse(
    url,
    { port: debuggingPort, output: 'json', logLevel: 'error', disableStorageReset: true },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalUrl: result.lhr.finalDisplayedUrl,
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}
