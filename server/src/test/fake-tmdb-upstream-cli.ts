import { startFakeTmdbUpstream } from './fake-tmdb-upstream.js';

// tsx server/src/test/fake-tmdb-upstream-cli.ts --port 8190 [--key test-key]
function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const portText = option('port') ?? '0';
if (!/^\d+$/.test(portText)) {
  process.stderr.write(`--port must be a number, not "${portText}"\n`);
  process.exit(2);
}
const fake = await startFakeTmdbUpstream({
  port: Number(portText),
  expectedCredential: option('key'),
});
process.stdout.write(`fake TMDB upstream listening on ${fake.url}\n`);

async function stop(): Promise<void> {
  await fake.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
