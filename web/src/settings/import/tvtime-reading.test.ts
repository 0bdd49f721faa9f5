import { describe, expect, it } from 'vitest';
import { instantOfWallClock } from './import-times';
import {
  instantOfFloatSeconds,
  releaseYearOf,
  tvTimeClock,
  wallClockInstant,
} from './tvtime-reading';

const now = Date.parse('2026-11-27T00:00:00Z');

describe('wallClockInstant', () => {
  it('reads every time as instantOfWallClock does, across changes of offset', () => {
    const times = [
      '2021-03-28 01:59:59',
      '2021-03-28 03:00:00',
      '2021-03-28 03:30:10',
      '2021-10-31 01:30:00',
      '2021-10-31 03:00:00',
      '2021-11-07 01:30:00',
      '2021-11-07 03:15:00',
      '2016-02-29 12:00:00',
      '2021-04-03 23:30:00',
      '2021-04-04 00:30:00',
      '2021-04-04 01:45:00',
      '2021-04-04 02:15:00',
      '2021-09-05 00:30:00',
      '2021-09-05 01:30:00',
      '2021-10-03 02:15:00',
      '2021-10-03 02:45:00',
      '1950-06-01 12:00:00',
      '2024-11-02 11:53:58',
      '2021-02-30 10:00:00',
      '0000-00-00 00:00:00',
      '0001-01-01 00:00:00',
      '2027-01-01 00:00:00',
      '2021-09-20T09:24:07',
      '2021-09-20 09:24',
      '2021-09-20 09:24:07.123',
      'yesterday',
    ];
    const zones = [
      'UTC',
      'Europe/Paris',
      'America/New_York',
      'Asia/Kolkata',
      // Changes at midnight; by half an hour.
      'America/Santiago',
      'Australia/Lord_Howe',
    ];
    for (const zone of zones) {
      const clock = tvTimeClock(zone, now);
      for (const time of times)
        expect(wallClockInstant(time, clock), `${time} in ${zone}`).toBe(
          instantOfWallClock(time, zone, now),
        );
    }
  });

  it('says nothing of an empty cell', () => {
    expect(wallClockInstant('', tvTimeClock('UTC', now))).toBeUndefined();
  });
});

describe("TV Time's other values", () => {
  it("reads lists' Go floats of seconds", () => {
    expect(instantOfFloatSeconds('1.707766149e+09', now)).toBe('2024-02-12T19:29:09.000Z');
    expect(instantOfFloatSeconds('', now)).toBeUndefined();
    expect(instantOfFloatSeconds('<nil>', now)).toBeUndefined();
  });

  it("takes no year from Go's zero time or TV Time's 0000", () => {
    expect(releaseYearOf('2021-02-05')).toBe(2021);
    expect(releaseYearOf('0001-01-01 00:00:00')).toBeUndefined();
    expect(releaseYearOf('0000-00-00')).toBeUndefined();
    expect(releaseYearOf('')).toBeUndefined();
  });
});
