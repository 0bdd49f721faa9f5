import { describe, expect, it } from 'vitest';
import { readyBanner } from './start-banner.js';

const facts = {
  url: 'http://localhost:8080/',
  authDataDir: '.data/auth',
  catalogueDb: '.data/catalogue.sqlite',
  emulatorOnNetwork: false,
};

describe('readyBanner', () => {
  it('gives the URL on the line the bench waits for', () => {
    expect(readyBanner(facts)).toContain('Marquee is ready at http://localhost:8080/');
  });

  it('says plainly that the embedded sign-in is for this machine, and what serves others', () => {
    const text = readyBanner(facts).join('\n');
    expect(text).toContain('http://127.0.0.1:9099');
    expect(text).toMatch(/for this machine only/);
    expect(text).toMatch(/real Firebase project/);
    expect(text).not.toMatch(/ALLOW_EMULATOR_ON_NETWORK_UNSAFE/);
  });

  it('warns on every start while the risk is accepted', () => {
    expect(readyBanner({ ...facts, emulatorOnNetwork: true }).join('\n')).toMatch(
      /ALLOW_EMULATOR_ON_NETWORK_UNSAFE.*any member/,
    );
  });
});
