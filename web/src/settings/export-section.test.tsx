import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountPath, stubLibrary, unavailable } from '../test/library-stubs';
import { captureDownloads } from './download-capture';
import { renderSettings, settingsServer } from './settings-test-stubs';

const exportJson = '{"format":"marquee-library","version":1}';
const exportCsv = 'tmdbID,Title,Year,Rating10,WatchedDate,Rewatch,Review\r\n949,Heat,1995,9,,,\r\n';

function attachment(body: string, name: string, type: string) {
  return () =>
    new Response(body, {
      headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
    });
}

async function exportSection() {
  await renderSettings();
  return within(screen.getByRole('region', { name: 'Export' }));
}

describe('the Export section', () => {
  it("saves each export with the member's token, under the name the server gives", async () => {
    const fetchMock = stubLibrary({
      ...settingsServer().routes,
      [`${accountPath}/export`]: attachment(
        exportJson,
        'marquee-library-2026-03-01.json',
        'application/json',
      ),
      [`${accountPath}/export/letterboxd`]: attachment(
        exportCsv,
        'marquee-letterboxd-2026-03-01.csv',
        'text/csv',
      ),
    });
    const saved = captureDownloads();
    const user = userEvent.setup();
    const section = await exportSection();
    expect(
      section.getByText(/TV shows, the watchlist and lists are not in the Letterboxd CSV/),
    ).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Export (JSON)' }));
    expect(await section.findByText('Saved marquee-library-2026-03-01.json.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Export for Letterboxd (CSV)' }));
    expect(
      await section.findByText('Saved marquee-letterboxd-2026-03-01.csv.'),
    ).toBeInTheDocument();

    expect(saved.map(({ name }) => name)).toEqual([
      'marquee-library-2026-03-01.json',
      'marquee-letterboxd-2026-03-01.csv',
    ]);
    expect(await saved[0]?.blob.text()).toBe(exportJson);
    expect(await saved[1]?.blob.text()).toBe(exportCsv);
    const exports = fetchMock.mock.calls.filter(([input]) => String(input).includes('/export'));
    expect(
      exports.map(([input, init]) => [
        new URL(String(input)).pathname,
        new Headers(init?.headers).get('Authorization')?.startsWith('Bearer '),
      ]),
    ).toEqual([
      ['/3/account/uid-1/export', true],
      ['/3/account/uid-1/export/letterboxd', true],
    ]);
  });

  it("says why an export failed, in the server's words", async () => {
    stubLibrary({ ...settingsServer().routes, [`${accountPath}/export`]: () => unavailable() });
    const saved = captureDownloads();
    const user = userEvent.setup();
    const section = await exportSection();
    await user.click(section.getByRole('button', { name: 'Export (JSON)' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      "Couldn't export your library: Service offline. Try again in a moment.",
    );
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Export (JSON)' })).toBeEnabled(),
    );
    expect(saved).toEqual([]);
  });
});
