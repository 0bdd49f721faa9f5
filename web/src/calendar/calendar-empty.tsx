import styles from './calendar-page.module.css';

export function CalendarEmpty() {
  return (
    <p className={styles.empty}>
      Nothing airing in these dates. Follow shows by marking episodes, or add them to your
      watchlist.
    </p>
  );
}
