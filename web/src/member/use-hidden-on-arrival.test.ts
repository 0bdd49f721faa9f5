import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHiddenOnArrival } from './use-hidden-on-arrival';

function render(signature: string, hiddenNow: string[] | undefined) {
  return renderHook(
    ({ signature: titles, hiddenNow: hidden }) =>
      useHiddenOnArrival(titles, hidden && new Set(hidden)),
    { initialProps: { signature, hiddenNow } },
  );
}

describe('useHiddenOnArrival', () => {
  it('hides what was hidden when the titles showed, not what comes to be hidden after', () => {
    const { result, rerender } = render('a,b,c', ['a']);
    expect([...result.current]).toEqual(['a']);
    rerender({ signature: 'a,b,c', hiddenNow: ['a', 'c'] });
    expect([...result.current]).toEqual(['a']);
  });

  it('shows again a title that is no longer to be hidden', () => {
    const { result, rerender } = render('a,b,c', ['a', 'b']);
    rerender({ signature: 'a,b,c', hiddenNow: ['b'] });
    expect([...result.current]).toEqual(['b']);
  });

  it('looks afresh when other titles show, or when hiding starts again', () => {
    const { result, rerender } = render('a,b,c', ['a']);
    rerender({ signature: 'a,b,c', hiddenNow: ['a', 'c'] });
    rerender({ signature: 'd,e', hiddenNow: ['d'] });
    expect([...result.current]).toEqual(['d']);
    rerender({ signature: 'a,b,c', hiddenNow: ['a', 'c'] });
    expect([...result.current]).toEqual(['a', 'c']);
    rerender({ signature: 'a,b,c', hiddenNow: ['a', 'b', 'c'] });
    expect([...result.current]).toEqual(['a', 'c']);
    rerender({ signature: 'a,b,c', hiddenNow: undefined });
    expect(result.current.size).toBe(0);
    rerender({ signature: 'a,b,c', hiddenNow: ['a', 'b', 'c'] });
    expect([...result.current]).toEqual(['a', 'b', 'c']);
  });
});
