/**
 * Moves the clock to `iso` and lets it run on from there: `new Date()` and `Date.now()` follow,
 * dates built from a value do not change. Answers a function that puts the real clock back.
 */
export function startClockAt(iso: string): () => void {
  const RealDate = Date;
  const start = RealDate.parse(iso);
  if (Number.isNaN(start)) throw new Error(`Not a date: ${iso}`);
  const offset = start - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<DateConstructor>) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
