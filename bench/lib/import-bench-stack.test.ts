import { describe, expect, it } from 'vitest';
import { RunningSet } from './import-bench-stack.js';

function thing(name: string, stopped: string[]) {
  return { name, stop: async () => void stopped.push(name) };
}

describe('what a bench part has running', () => {
  it('stops a thing once its use is over, even when the use fails', async () => {
    const stopped: string[] = [];
    const running = new RunningSet();
    await expect(
      running.using(Promise.resolve(thing('server', stopped)), async () => {
        throw new Error('the page never showed');
      }),
    ).rejects.toThrow('the page never showed');
    expect(stopped).toEqual(['server']);
    await running.stopAll();
    expect(stopped).toEqual(['server']);
  });

  it('stops what is still running, newest first, when the part is stopped midway', async () => {
    const stopped: string[] = [];
    const running = new RunningSet();
    running.keep(thing('emulator', stopped));
    await running.using(Promise.resolve(thing('server', stopped)), (server) =>
      running.using(Promise.resolve(thing('browser', stopped)), async () => {
        // As an interrupted bench does: everything goes while the run is under way.
        await running.stopAll();
        return server.name;
      }),
    );
    expect(stopped).toEqual(['browser', 'server', 'emulator']);
  });
});
