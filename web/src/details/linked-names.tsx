import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './details-page.module.css';

/** Names as links to their pages, listed in the page's language: "Greta Gerwig, Noah Baumbach". */
export function LinkedNames<Item extends { id: number; name: string }>({
  items,
  pathOf,
}: {
  items: readonly Item[];
  pathOf: (item: Item) => string;
}) {
  const intl = useIntl();
  // A list of units, not a sentence: no "and" before the last name in English.
  return intl.formatList(
    items.map((item) => (
      <Link key={item.id} to={pathOf(item)} className={styles.inlineLink}>
        {item.name}
      </Link>
    )),
    { type: 'unit', style: 'short' },
  );
}
