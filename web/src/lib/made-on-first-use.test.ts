import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse, madeOnFirstUseIn } from './made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes once and keeps it', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-US'));
    const format = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(format().format(1234)).toBe('1,234');
    expect(format()).toBe(format());
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('madeOnFirstUseIn', () => {
  it('makes one value per locale, each once, when that locale first asks', () => {
    const make = vi.fn((locale: string) => new Intl.NumberFormat(locale));
    const format = madeOnFirstUseIn(make);
    expect(make).not.toHaveBeenCalled();
    expect(format('en-US').format(1234.5)).toBe('1,234.5');
    expect(format('de').format(1234.5)).toBe('1.234,5');
    expect(format('en-US')).toBe(format('en-US'));
    expect(make).toHaveBeenCalledTimes(2);
  });
});
