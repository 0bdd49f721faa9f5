/** The member's own rating: a star for the eye, the words for a screen reader. */
export function RatingText({ value, className }: { value: number; className?: string }) {
  return (
    <span className={className}>
      <span aria-hidden="true">★ {value}/10</span>
      <span className="visually-hidden">Your rating: {value} out of 10</span>
    </span>
  );
}
