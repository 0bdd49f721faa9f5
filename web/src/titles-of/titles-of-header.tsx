import type { ReactNode } from 'react';
import { useAppBaseUrl } from '../lib/base-url';
import { imageUrl } from '../lib/image-url';
import { madeOnFirstUse } from '../lib/made-on-first-use';
import type { TitlesOfKind, TitlesOfThing, TitlesOfThings } from '../lib/titles-of-thing-query';
import { titlesOfKinds } from './titles-of-address';
import styles from './titles-of-page.module.css';

const regionNames = madeOnFirstUse(() => new Intl.DisplayNames(['en'], { type: 'region' }));

/** "US" → "United States"; the code itself when it names no region. */
function countryName(code: string): string {
  try {
    return regionNames().of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A homepage to link to, only over http(s): the address comes from the catalogue (upstream TMDB
 * in that mode), and a `javascript:` one must never become a link.
 */
function webAddress(homepage: string | undefined): URL | undefined {
  if (!homepage) return undefined;
  try {
    const url = new URL(homepage);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the titles are of: a studio or network with its logo and facts, or a keyword. */
export function TitlesOfHeader({ kind, thing }: { kind: TitlesOfKind; thing: TitlesOfThing }) {
  const baseUrl = useAppBaseUrl();
  // The answer is the kind's: its address asked for it (titlesOfThingQueryOptions).
  const company = kind === 'keyword' ? undefined : (thing as TitlesOfThings['company' | 'network']);
  const logo = imageUrl(company?.logo_path, 'w185', baseUrl);
  const homepage = webAddress(company?.homepage);
  const description = kind === 'company' ? (thing as TitlesOfThings['company']).description : '';
  return (
    <header className={styles.about}>
      <p className={styles.kind}>{titlesOfKinds[kind].label}</p>
      <div className={styles.name}>
        {logo && (
          <img className={styles.logo} src={logo} alt={`Logo of ${thing.name}`} decoding="async" />
        )}
        <h1>{thing.name}</h1>
      </div>
      {company && (
        <dl className={styles.facts}>
          {company.origin_country && (
            <Fact label="Country">{countryName(company.origin_country)}</Fact>
          )}
          {company.headquarters && <Fact label="Headquarters">{company.headquarters}</Fact>}
          {homepage && (
            <Fact label="Homepage">
              <a href={homepage.href} rel="noopener noreferrer">
                {homepage.hostname}
              </a>
            </Fact>
          )}
        </dl>
      )}
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}
