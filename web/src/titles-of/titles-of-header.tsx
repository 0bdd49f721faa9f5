import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppBaseUrl } from '../lib/base-url';
import { imageUrl } from '../lib/image-url';
import type { TitlesOfKind, TitlesOfThing, TitlesOfThings } from '../lib/titles-of-thing-query';
import { titlesOfKinds } from './titles-of-address';
import styles from './titles-of-page.module.css';

// Made on first use in each language: the first loads the locale's data, which a page that shows
// no country need not wait for.
const regionNames = new Map<string, Intl.DisplayNames>();

/** "US" → "United States" (in English); the code itself when it names no region. */
function countryName(code: string, locale: string): string {
  try {
    let names = regionNames.get(locale);
    if (names === undefined) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? code;
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
  const intl = useIntl();
  const baseUrl = useAppBaseUrl();
  // The answer is the kind's: its address asked for it (titlesOfThingQueryOptions).
  const company = kind === 'keyword' ? undefined : (thing as TitlesOfThings['company' | 'network']);
  const logo = imageUrl(company?.logo_path, 'w185', baseUrl);
  const homepage = webAddress(company?.homepage);
  const description = kind === 'company' ? (thing as TitlesOfThings['company']).description : '';
  return (
    <header className={styles.about}>
      <p className={styles.kind}>
        <FormattedMessage id={titlesOfKinds[kind].label} />
      </p>
      <div className={styles.name}>
        {logo && (
          <img
            className={styles.logo}
            src={logo}
            alt={intl.formatMessage({ id: 'titlesOf.logoAlt' }, { name: thing.name })}
            decoding="async"
          />
        )}
        <h1>{thing.name}</h1>
      </div>
      {company && (
        <dl className={styles.facts}>
          {company.origin_country && (
            <Fact label={intl.formatMessage({ id: 'titlesOf.facts.country' })}>
              {countryName(company.origin_country, intl.locale)}
            </Fact>
          )}
          {company.headquarters && (
            <Fact label={intl.formatMessage({ id: 'titlesOf.facts.headquarters' })}>
              {company.headquarters}
            </Fact>
          )}
          {homepage && (
            <Fact label={intl.formatMessage({ id: 'titlesOf.facts.homepage' })}>
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
