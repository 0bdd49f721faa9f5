import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records';

describe('readCsvRecords', () => {
  it("numbers each row by the file's own line, counting lines inside quoted values", async () => {
    const text = [
      '\uFEFFName,Description',
      '"Heat","A crew, a cop',
      'and a city."',
      '',
      'Amélie,"She said ""bonjour""."',
    ].join('\r\n');
    await expect(readCsvRecords(text, 'films.csv')).resolves.toEqual([
      { line: 1, cells: ['Name', 'Description'] },
      { line: 2, cells: ['Heat', 'A crew, a cop\r\nand a city.'] },
      { line: 5, cells: ['Amélie', 'She said "bonjour".'] },
    ]);
  });

  it('names the line of a quoted value that is never closed', async () => {
    const text = 'Name,Year\nHeat,1995\n"Ronin,1998\nRififi,1955\n';
    await expect(readCsvRecords(text, 'watched.csv')).rejects.toThrow(
      'watched.csv line 3: a quoted value has no closing quote (").',
    );
  });

  it('stops at the first row past the limit', async () => {
    const text = ['Name', 'A', 'B', 'C'].join('\n');
    await expect(
      readCsvRecords(text, 'big.csv', { maxRows: 2, tooManyRows: 'too many.' }),
    ).rejects.toThrow('big.csv line 4: too many.');
    await expect(readCsvRecords(text, 'big.csv', { maxRows: 3 })).resolves.toHaveLength(4);
  });

  it('lets the event loop run between slices of a large file', async () => {
    const text = ['Name', ...Array.from({ length: 100 }, (_, index) => `Film ${index}`)].join('\n');
    let seenWhenTimerRan: number | undefined;
    let seen = 0;
    const reading = readCsvRecords(text, 'films.csv', { rowsPerSlice: 10 }).then((records) => {
      seen = records.length;
      return records;
    });
    // Queued after the first slice's own break: it runs before the file is done.
    setTimeout(() => {
      seenWhenTimerRan = seen;
    }, 0);
    await expect(reading).resolves.toHaveLength(101);
    expect(seenWhenTimerRan).toBe(0);
    expect(seen).toBe(101);
  });
});
