/**
 * What `npm test` needs of the machine besides node_modules, and what to do when some of it is
 * missing: decided here from facts alone, so the decision is tested without apt or a bare machine.
 */

export type TestMode = 'all' | 'unit-only' | 'e2e-only';

/** What is on the machine, as `readMachineFacts` finds it. */
export interface MachineFacts {
  /** The Chromium the end-to-end tests drive: CHROME_PATH, else Debian's. */
  chromePath: string;
  chromeFound: boolean;
  /** The fonts the screenshots are drawn with (Debian's DejaVu and Liberation). */
  fontsFound: boolean;
  /** PostgreSQL's initdb and pg_ctl, for the throwaway clusters of the library tests. */
  postgresProgramsFound: boolean;
  /** Debian's `postgres` user, which initdb runs as when the tests run as root (it refuses root). */
  postgresUserFound: boolean;
  runningAsRoot: boolean;
  /** `sudo -n true` succeeded: sudo without a password. */
  passwordlessSudo: boolean;
  aptFound: boolean;
}

interface Need {
  packages: string[];
  why: string;
}

export type SetupPlan =
  | { kind: 'ready' }
  | {
      kind: 'install';
      /** The commands to run, in order (apt-get update, then the install). */
      commands: string[][];
      /** One line: what is installed and why. */
      announcement: string;
    }
  | { kind: 'stop'; message: string };

const FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-liberation'];
const CHROMIUM_PACKAGES = ['chromium', ...FONT_PACKAGES];
const POSTGRES_PACKAGES = ['postgresql'];

function needs(facts: MachineFacts, mode: TestMode): Need[] {
  const found: Need[] = [];
  // The unit tests run the library on PostgreSQL; so does one end-to-end spec.
  const postgresMissing =
    !facts.postgresProgramsFound || (facts.runningAsRoot && !facts.postgresUserFound);
  if (postgresMissing)
    found.push({
      packages: POSTGRES_PACKAGES,
      why: facts.postgresProgramsFound
        ? 'the library tests run initdb as the postgres user, and there is none'
        : 'the library tests start a throwaway PostgreSQL, and there is no initdb or pg_ctl',
    });
  if (mode === 'unit-only') return found;
  if (!facts.chromeFound)
    found.push({
      packages: CHROMIUM_PACKAGES,
      why: `the end-to-end tests drive Chromium, and there is none at ${facts.chromePath}`,
    });
  else if (!facts.fontsFound)
    found.push({
      packages: FONT_PACKAGES,
      why: 'the end-to-end screenshots are drawn with DejaVu and Liberation fonts, and they are missing',
    });
  return found;
}

/** Ready, install with apt (as root or with sudo that asks no password), or stop with the command to run. */
export function planTestMachineSetup(facts: MachineFacts, mode: TestMode): SetupPlan {
  const missing = needs(facts, mode);
  if (missing.length === 0) return { kind: 'ready' };
  const packages = [...new Set(missing.flatMap((need) => need.packages))];
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...packages];
  const why = missing.map((need) => need.why).join('; ');
  if (!facts.aptFound)
    return {
      kind: 'stop',
      message:
        `npm test cannot start: ${why}. There is no apt-get here: install ${packages.join(', ')} ` +
        'with this system’s package manager (or set CHROME_PATH to a Chromium), then run npm test again.',
    };
  const sudo = facts.runningAsRoot ? [] : ['sudo'];
  if (!facts.runningAsRoot && !facts.passwordlessSudo)
    return {
      kind: 'stop',
      message:
        `npm test cannot start: ${why}. Install what it needs, then run npm test again:\n` +
        `  sudo apt-get update && sudo ${install.join(' ')}`,
    };
  return {
    kind: 'install',
    commands: [
      [...sudo, 'apt-get', 'update'],
      [...sudo, ...install],
    ],
    announcement: `Installing ${packages.join(', ')} with apt: ${why}.`,
  };
}
