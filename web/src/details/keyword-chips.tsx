import type { Keyword } from '@marquee/tmdb-types/keyword';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './details-page.module.css';
import pillStyles from '../ui/pill-nav.module.css';

/** A title's keywords, each opening the list of titles of its kind that have it; nothing for none. */
export function KeywordChips({
  keywords,
  mediaType,
}: {
  keywords: readonly Keyword[] | undefined;
  mediaType: TitleMediaType;
}) {
  const headingId = useId();
  if (keywords === undefined || keywords.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={pillStyles.pillNav}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <FormattedMessage id="details.keywords.heading" />
      </h2>
      <ul>
        {keywords.map((keyword) => (
          <li key={keyword.id}>
            <Link to={`/keyword/${keyword.id}/${mediaType}`}>{keyword.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
