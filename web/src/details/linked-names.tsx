import { Link } from 'react-router-dom';
import styles from './details-page.module.css';

/** Names as links to their pages, separated by commas: "Greta Gerwig, Noah Baumbach". */
export function LinkedNames<Item extends { id: number; name: string }>({
  items,
  pathOf,
}: {
  items: readonly Item[];
  pathOf: (item: Item) => string;
}) {
  return items.map((item, index) => (
    <span key={item.id}>
      {index > 0 && ', '}
      <Link to={pathOf(item)} className={styles.inlineLink}>
        {item.name}
      </Link>
    </span>
  ));
}
