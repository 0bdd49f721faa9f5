import { describe, expect, it } from 'vitest';
import { planTestMachineSetup, type MachineFacts } from './test-machine-plan.js';

const READY: MachineFacts = {
  chromePath: '/usr/bin/chromium',
  chromeFound: true,
  fontsFound: true,
  postgresProgramsFound: true,
  postgresUserFound: true,
  runningAsRoot: true,
  passwordlessSudo: false,
  aptFound: true,
};

const BARE: MachineFacts = {
  ...READY,
  chromeFound: false,
  fontsFound: false,
  postgresProgramsFound: false,
  postgresUserFound: false,
};

describe('planTestMachineSetup', () => {
  it('starts the tests at once when everything is there', () => {
    expect(planTestMachineSetup(READY, 'all')).toEqual({ kind: 'ready' });
  });

  it('installs Chromium, its fonts and PostgreSQL with apt as root, saying why in one line', () => {
    const plan = planTestMachineSetup(BARE, 'all');
    expect(plan).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update'],
        [
          'apt-get',
          'install',
          '-y',
          '--no-install-recommends',
          'postgresql',
          'chromium',
          'fonts-dejavu-core',
          'fonts-liberation',
        ],
      ],
      announcement: expect.stringMatching(
        /^Installing postgresql, chromium, fonts-dejavu-core, fonts-liberation with apt: .*no initdb or pg_ctl.*none at \/usr\/bin\/chromium\.$/,
      ),
    });
    if (plan.kind === 'install') expect(plan.announcement).not.toContain('\n');
  });

  it('asks only for what the chosen tests need', () => {
    expect(planTestMachineSetup({ ...READY, chromeFound: false }, 'unit-only')).toEqual({
      kind: 'ready',
    });
    const e2e = planTestMachineSetup({ ...READY, chromeFound: false }, 'e2e-only');
    expect(e2e.kind === 'install' && e2e.commands[1]?.slice(4)).toEqual([
      'chromium',
      'fonts-dejavu-core',
      'fonts-liberation',
    ]);
    const fonts = planTestMachineSetup({ ...READY, fontsFound: false }, 'all');
    expect(fonts.kind === 'install' && fonts.commands[1]?.slice(4)).toEqual([
      'fonts-dejavu-core',
      'fonts-liberation',
    ]);
  });

  it('wants the postgres user only as root, where initdb refuses to run', () => {
    expect(planTestMachineSetup({ ...READY, postgresUserFound: false }, 'unit-only').kind).toBe(
      'install',
    );
    expect(
      planTestMachineSetup(
        { ...READY, postgresUserFound: false, runningAsRoot: false },
        'unit-only',
      ),
    ).toEqual({ kind: 'ready' });
  });

  it('names the Chromium it looked for when CHROME_PATH points elsewhere', () => {
    const plan = planTestMachineSetup(
      { ...READY, chromePath: '/opt/chrome/chrome', chromeFound: false },
      'e2e-only',
    );
    expect(plan.kind === 'install' && plan.announcement).toContain('none at /opt/chrome/chrome');
  });

  it('uses sudo when it asks no password', () => {
    const plan = planTestMachineSetup(
      { ...BARE, runningAsRoot: false, passwordlessSudo: true },
      'all',
    );
    expect(plan.kind === 'install' && plan.commands.map((command) => command[0])).toEqual([
      'sudo',
      'sudo',
    ]);
  });

  it('stops before any test with the exact command when it may not install', () => {
    const plan = planTestMachineSetup(
      { ...BARE, runningAsRoot: false, passwordlessSudo: false },
      'all',
    );
    expect(plan).toEqual({
      kind: 'stop',
      message: expect.stringContaining(
        'sudo apt-get update && sudo apt-get install -y --no-install-recommends postgresql chromium fonts-dejavu-core fonts-liberation',
      ),
    });
  });

  it('stops naming the packages where there is no apt', () => {
    const plan = planTestMachineSetup({ ...BARE, aptFound: false }, 'unit-only');
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toMatch(/no apt-get here: install postgresql/);
  });
});
