import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CatalogueError } from '../lib/catalogue-client';
import { englishMessages } from '../test/english-intl';
import { emptyStates } from '../test/library-stubs';
import {
  applyWrite,
  formatFailure,
  revertWrite,
  writeFailureMessage,
  type TitleWrite,
} from './title-write';

const before = { ...emptyStates(550), list_ids: [1] };

describe('an optimistic write', () => {
  it.each<[string, TitleWrite, object]>([
    ['a watchlist add', { kind: 'mark', mark: 'watchlist', on: true }, { watchlist: true }],
    ['a rating', { kind: 'rating', value: 7.5 }, { rated: { value: 7.5 } }],
    ['a cleared rating', { kind: 'rating', value: 0 }, { rated: false }],
    ['a watch', { kind: 'watch', entry: { watched_on: '2024-01-01' } }, { watched: 1 }],
    ['a list add', { kind: 'list', list: { id: 2, name: 'B' }, on: true }, { list_ids: [1, 2] }],
    ['a list removal', { kind: 'list', list: { id: 1, name: 'A' }, on: false }, { list_ids: [] }],
  ])('shows %s at once and undoes it exactly', (_name, write, changed) => {
    const after = applyWrite(before, write);
    expect(after).toEqual({ ...before, ...changed });
    expect(revertWrite(after, before, write)).toEqual(before);
  });

  it('undoes only its own change, keeping one made meanwhile', () => {
    const watchlist: TitleWrite = { kind: 'mark', mark: 'watchlist', on: true };
    const favourite: TitleWrite = { kind: 'mark', mark: 'favorite', on: true };
    const both = applyWrite(applyWrite(before, watchlist), favourite);
    expect(revertWrite(both, before, watchlist)).toEqual({ ...before, favorite: true });
  });

  it('leaves a newer rating alone when an older one fails', () => {
    const older: TitleWrite = { kind: 'rating', value: 3 };
    const newer: TitleWrite = { kind: 'rating', value: 5 };
    const now = applyWrite(applyWrite(before, older), newer);
    expect(revertWrite(now, before, older)).toEqual(now);
  });
});

describe('writeFailureMessage', () => {
  const intl = createIntl({ locale: 'en', messages: englishMessages });
  const english = (...args: Parameters<typeof writeFailureMessage>) =>
    formatFailure(intl, writeFailureMessage(...args));

  it('says what was tried, why it failed and that nothing changed', () => {
    const unavailable = new CatalogueError(503, 'Service Unavailable', {
      status_code: 9,
      status_message: 'The library cannot be reached now.',
    });
    expect(english('Fight Club', { kind: 'mark', mark: 'watchlist', on: true }, unavailable)).toBe(
      'Could not add Fight Club to your watchlist: The library cannot be reached now. Nothing was changed.',
    );
    expect(english('Fight Club', { kind: 'rating', value: 8 }, new TypeError('x'))).toBe(
      'Could not rate Fight Club 8 out of 10: The server could not be reached. Nothing was changed.',
    );
    expect(
      english(
        'Fight Club',
        { kind: 'list', list: { id: 1, name: 'Best' }, on: false },
        new CatalogueError(
          401,
          '',
          { status_message: 'Authentication failed.' },
          { sessionExpired: true },
        ),
      ),
    ).toBe(
      'Could not remove Fight Club from “Best”: Your session has expired; log in again. Nothing was changed.',
    );
  });
});
