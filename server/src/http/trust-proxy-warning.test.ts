import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-catalogue.js';
import { trustProxyWarning } from './trust-proxy-warning.js';

describe('the TRUST_PROXY warning at start', () => {
  it('is given when TRUST_PROXY=true and the server listens beyond this machine', () => {
    const warning = trustProxyWarning(testConfig({ TRUST_PROXY: 'true', HOST: '0.0.0.0' }));
    expect(warning).toContain('HOST=0.0.0.0');
    expect(warning).toContain('X-Forwarded-For');
    expect(warning).toContain('rate limit');
  });

  it.each([
    { TRUST_PROXY: 'true', HOST: '127.0.0.1' },
    { TRUST_PROXY: 'true', HOST: 'localhost' },
    { TRUST_PROXY: '10.0.0.5', HOST: '0.0.0.0' },
    { HOST: '0.0.0.0' },
  ])('is not given for %o', (env) => {
    expect(trustProxyWarning(testConfig(env))).toBeUndefined();
  });
});
