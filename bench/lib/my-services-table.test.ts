import { describe, expect, it } from 'vitest';
import { myServicesCost, myServicesRow } from './my-services-table.js';
import { myServicesWorkload } from './my-services-workload.js';

describe('myServicesRow', () => {
  const workload = myServicesWorkload();

  it('pairs each list with its narrowed self', () => {
    expect(workload.paths.length % 2).toBe(0);
    for (let index = 0; index < workload.paths.length; index += 2) {
      const [without, narrowed] = [workload.paths[index]!, workload.paths[index + 1]!];
      expect(without).not.toContain('with_watch_providers');
      expect(narrowed).toContain('with_watch_providers');
      expect(
        narrowed.replace(
          /&with_watch_providers=[^&]*&watch_region=US&with_watch_monetization_types=[^&]*/,
          '',
        ),
      ).toBe(without);
    }
  });

  it('reports the median ratio of the pairs and meets the goal at 1M only', () => {
    // Pairs 10→11, 20→30, 10→11: ratios 1.1, 1.5, 1.1, so the median cost is +10%.
    expect(myServicesCost([10, 11, 20, 30, 10, 11])).toBeCloseTo(0.1);
    const row = myServicesRow(
      workload,
      { 'my-services': [10, 20, 10, 20] },
      { 'my-services': [10, 11, 20, 30, 10, 11] },
    );
    expect(row.marquee).toBe('default: +100% (10.0 → 20.0 ms)');
    expect(row.peers).toBe('1M: +10% (10.0 → 11.0 ms)');
    expect(row.met).toBe(true);
    expect(
      myServicesRow(workload, { 'my-services': [10, 20] }, { 'my-services': [10, 13] }).met,
    ).toBe(false);
    expect(myServicesRow(workload, {}).met).toBeUndefined();
  });
});
