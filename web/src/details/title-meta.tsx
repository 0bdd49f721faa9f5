import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './details-page.module.css';

/** The line under a title's name: "1999 · [R] · 2h 19m", each part only when known. */
export function TitleMeta({
  year,
  certification,
  runtime,
}: {
  year: string | undefined;
  /** The rating in the page's region ("PG-13"), read as "Rated PG-13". */
  certification?: string | undefined;
  runtime?: string | undefined;
}) {
  const parts: ReactNode[] = [
    year,
    certification && (
      <span className={styles.certification}>
        <FormattedMessage
          id="details.meta.rated"
          values={{
            certification,
            hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
          }}
        />
      </span>
    ),
    runtime,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className={styles.meta}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
