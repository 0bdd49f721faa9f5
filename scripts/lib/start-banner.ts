import { AUTH_EMULATOR_ORIGIN } from './auth-emulator.js';

export interface ReadyFacts {
  url: string;
  /** As the user should read them (relative to the repo when inside it). */
  authDataDir: string;
  catalogueDb: string;
  emulatorOnNetwork: boolean;
}

/** What `npm start` prints once everything answers. */
export function readyBanner({
  url,
  authDataDir,
  catalogueDb,
  emulatorOnNetwork,
}: ReadyFacts): string[] {
  return [
    '',
    `Marquee is ready at ${url}`,
    `  Sign-in: the embedded Firebase Auth Emulator, ${AUTH_EMULATOR_ORIGIN} (accounts in ${authDataDir}).`,
    '  It is for this machine only; to serve other people, use a real Firebase project (README: "Using a real Firebase project").',
    ...(emulatorOnNetwork
      ? [
          '  WARNING: ALLOW_EMULATOR_ON_NETWORK_UNSAFE=true: anyone who reaches this server can sign in as any member.',
        ]
      : []),
    `  Catalogue: ${catalogueDb}`,
    'Press Ctrl-C to stop.',
  ];
}
