import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use';

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
