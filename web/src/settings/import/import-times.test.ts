import { describe, expect, it } from 'vitest';
import { dayInZone, instantOf, instantOfWallClock, isTimeZone } from './import-times';

const now = Date.parse('2026-06-15T12:00:00Z');

describe('times in other trackers’ files', () => {
  it('reads an instant as UTC, with or without milliseconds or a zone offset', () => {
    expect(instantOf('2025-07-07T12:48:00.000Z', now)).toBe('2025-07-07T12:48:00.000Z');
    expect(instantOf('2014-08-09T07:25:55Z', now)).toBe('2014-08-09T07:25:55.000Z');
    expect(instantOf('2014-08-09T09:25:55+02:00', now)).toBe('2014-08-09T07:25:55.000Z');
  });

  it('takes placeholders, the future and what is not a time as no time', () => {
    expect(instantOf('1970-01-01T00:00:01Z', now)).toBeUndefined();
    expect(instantOf('0001-01-01T00:00:00Z', now)).toBeUndefined();
    expect(instantOf('2027-01-01T00:00:00Z', now)).toBeUndefined();
    expect(instantOf('yesterday', now)).toBeUndefined();
    expect(instantOf('2024-06-20', now)).toBeUndefined();
  });

  it('reads a wall-clock time in the zone the person lived in, summer time included', () => {
    expect(instantOfWallClock('2021-09-20 09:24:07', 'Europe/Paris', now)).toBe(
      '2021-09-20T07:24:07.000Z',
    );
    expect(instantOfWallClock('2021-01-20 09:24:07', 'Europe/Paris', now)).toBe(
      '2021-01-20T08:24:07.000Z',
    );
    expect(instantOfWallClock('2021-09-20 09:24:07', 'America/New_York', now)).toBe(
      '2021-09-20T13:24:07.000Z',
    );
    expect(instantOfWallClock('2021-09-20 09:24:07', 'UTC', now)).toBe('2021-09-20T09:24:07.000Z');
  });

  it('refuses a wall-clock date that does not exist, and placeholders', () => {
    expect(instantOfWallClock('2021-02-30 09:00:00', 'UTC', now)).toBeUndefined();
    expect(instantOfWallClock('0000-00-00 00:00:00', 'UTC', now)).toBeUndefined();
    expect(instantOfWallClock('0001-01-01 00:00:00', 'UTC', now)).toBeUndefined();
  });

  it('gives the day an instant falls on in a zone', () => {
    expect(dayInZone('2025-07-07T23:30:00.000Z', 'UTC')).toBe('2025-07-07');
    expect(dayInZone('2025-07-07T23:30:00.000Z', 'Europe/Paris')).toBe('2025-07-08');
    expect(dayInZone('2025-07-07T03:30:00.000Z', 'America/Los_Angeles')).toBe('2025-07-06');
  });

  it('gives the right day across a change of clocks, and in zones a half or three quarters off', () => {
    // Paris moves to summer time at 01:00 UTC on 30 March 2025.
    expect(dayInZone('2025-03-29T22:59:00.000Z', 'Europe/Paris')).toBe('2025-03-29');
    expect(dayInZone('2025-03-29T23:00:00.000Z', 'Europe/Paris')).toBe('2025-03-30');
    expect(dayInZone('2025-10-25T21:59:00.000Z', 'Europe/Paris')).toBe('2025-10-25');
    expect(dayInZone('2025-10-25T22:00:00.000Z', 'Europe/Paris')).toBe('2025-10-26');
    expect(dayInZone('2025-07-07T18:29:00.000Z', 'Asia/Kolkata')).toBe('2025-07-07');
    expect(dayInZone('2025-07-07T18:30:00.000Z', 'Asia/Kolkata')).toBe('2025-07-08');
    expect(dayInZone('2025-07-07T18:14:00.000Z', 'Asia/Kathmandu')).toBe('2025-07-07');
    expect(dayInZone('2025-07-07T18:15:00.000Z', 'Asia/Kathmandu')).toBe('2025-07-08');
  });

  it('knows a zone name from a made-up one', () => {
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
