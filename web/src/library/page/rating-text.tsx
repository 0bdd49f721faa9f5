import { FormattedMessage } from 'react-intl';

/** The member's own rating: a star for the eye, the words for a screen reader. */
export function RatingText({ value, className }: { value: number; className?: string }) {
  return (
    <span className={className}>
      <span aria-hidden="true">
        <FormattedMessage id="library.rating.short" values={{ value }} />
      </span>
      <span className="visually-hidden">
        <FormattedMessage id="library.rating.spoken" values={{ value }} />
      </span>
    </span>
  );
}
