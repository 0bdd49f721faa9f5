import type { TitleWatchProviders, WatchProviderOffer } from '@marquee/tmdb-types/watch-providers';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { routerBasename, useAppBaseUrl } from '../../lib/base-url';
import { imageUrl } from '../../lib/image-url';
import { canStream, providerGroups } from './provider-groups';
import { appPathOfLink } from './provider-link';
import { RegionForm } from './region-form';
import { WHERE_TO_WATCH_ID } from './watch-region';
import { watchRegionName, watchRegionsQueryOptions } from '../../lib/watch-regions-query';
import detailsStyles from '../details-page.module.css';
import styles from './where-to-watch.module.css';

// Drawn at 46 px; w92 is sharp at twice that.
const LOGO_SIZE = 46;

export interface WhereToWatchProps {
  /** The title's `watch/providers`: undefined when the catalogue did not say, and nothing shows. */
  providers: Omit<TitleWatchProviders, 'id'> | undefined;
  region: string;
}

/**
 * Where to watch the title in the chosen region, by way of watching, each service's logo leading to
 * the region's page of offers. Credits JustWatch when the offers are TMDB's (their links lead
 * there), as TMDB's terms ask; the embedded catalogue's services are invented, credited to nobody.
 */
export function WhereToWatch({ providers, region }: WhereToWatchProps) {
  const headingId = useId();
  const baseUrl = useAppBaseUrl();
  const basename = routerBasename(baseUrl);
  const { data: regions = [] } = useQuery({
    ...watchRegionsQueryOptions(),
    enabled: providers !== undefined,
  });
  const fromTmdb = useMemo(
    () =>
      providers !== undefined &&
      Object.values(providers.results).some(
        ({ link }) => appPathOfLink(link, basename) === undefined,
      ),
    [providers, basename],
  );
  if (providers === undefined) return null;
  const offers = providers.results[region];
  const link = offers?.link;
  const appPath = link === undefined ? undefined : appPathOfLink(link, basename);
  const groups = providerGroups(offers);
  const name = watchRegionName(regions, region);
  return (
    <section id={WHERE_TO_WATCH_ID} aria-labelledby={headingId} className={detailsStyles.section}>
      <div className={detailsStyles.sectionHeader}>
        <h2 id={headingId} className={detailsStyles.sectionHeading}>
          <FormattedMessage id="details.watch.heading" />
        </h2>
        <RegionForm region={region} regions={regions} />
      </div>
      {!canStream(groups) && (
        <p className={styles.none}>
          <FormattedMessage
            id={
              groups.length > 0 ? 'details.watch.notStreamingButPaid' : 'details.watch.notStreaming'
            }
            values={{ region: name }}
          />
        </p>
      )}
      {groups.map((group) => (
        <div key={group.type} className={styles.group}>
          <h3 className={styles.groupHeading}>
            <FormattedMessage id={group.label} />
          </h3>
          <ul className={styles.providers}>
            {group.offers.map((offer) => (
              <li key={offer.provider_id}>
                <ProviderLogo offer={offer} link={link} appPath={appPath} baseUrl={baseUrl} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {fromTmdb && (
        <p className={styles.attribution}>
          <FormattedMessage
            id="details.watch.attribution"
            values={{
              link: (chunks: ReactNode[]) => (
                <a href="https://www.justwatch.com/" className={detailsStyles.inlineLink}>
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
      )}
    </section>
  );
}

/** A service's logo, leading to the region's page of offers: `appPath` when it is one of ours. */
function ProviderLogo({
  offer,
  link,
  appPath,
  baseUrl,
}: {
  offer: WatchProviderOffer;
  link: string | undefined;
  appPath: string | undefined;
  baseUrl: string;
}) {
  const src = imageUrl(offer.logo_path, 'w92', baseUrl);
  const logo =
    src === undefined ? (
      <span className={styles.logoless}>{offer.provider_name}</span>
    ) : (
      <img
        className={styles.logo}
        src={src}
        alt={offer.provider_name}
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        loading="lazy"
        decoding="async"
      />
    );
  if (link === undefined) return logo;
  return appPath === undefined ? (
    <a href={link} className={styles.provider}>
      {logo}
    </a>
  ) : (
    <Link to={appPath} className={styles.provider}>
      {logo}
    </Link>
  );
}
