/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields we read. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  /** Chunks it imports with import(): for index.html's entry, the app it starts. */
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest's key for the app's one stylesheet when the build does not split CSS (web/vite.config.ts). */
const SINGLE_STYLESHEET = 'style.css';

export interface RouteAssets {
  /** Script files to announce with modulepreload (the app's, then the route's), in the order the browser needs them. */
  scripts: string[];
  /** Stylesheets the route's chunks add, in the order the scripts would add them. */
  styles: string[];
  /** The stylesheets index.html links itself (the entry's), which come first. */
  documentStyles: string[];
}

/**
 * The files a page needs, from the build manifest: the app that index.html's entry starts (its
 * dynamic imports), then each named chunk (a route's, found by its name), each with everything it
 * imports, less what index.html already loads (the entry and its imports).
 */
export function routeAssets(manifest: BuildManifest, chunkNames: readonly string[]): RouteAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const inDocument = new Set<string>();
  const seen = new Set<string>();

  function visit(key: string, target: Set<string>): void {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported, target);
    target.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
  }

  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  for (const key of entries) visit(key, inDocument);
  // A build without CSS code splitting has one stylesheet, which index.html links.
  const allStyles = manifest[SINGLE_STYLESHEET]?.file;
  if (allStyles !== undefined) styles.add(allStyles);
  const documentStyles = [...styles];
  styles.clear();
  for (const key of entries)
    for (const started of manifest[key]?.dynamicImports ?? []) visit(started, scripts);
  for (const name of chunkNames) {
    const key = Object.keys(manifest).find(
      (candidate) => manifest[candidate]?.isDynamicEntry && manifest[candidate]?.name === name,
    );
    // A chunk merged into a shared one has no entry of its own: its importers bring it.
    if (key !== undefined) visit(key, scripts);
  }
  return { scripts: [...scripts], styles: [...styles], documentStyles };
}
