import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../test/english-intl';
import { movie, tv } from '../../test/library-stubs';
import type { ImportPreview } from './import-preview';
import { emptyImport } from './import-records';
import { unopenedFile } from './unopened-files';
import { ImportPreviewView } from './import-preview-view';

const longOverview =
  'A sprawling documentary that follows three generations of a family of travelling ' +
  'musicians across the north of England, from the first summer fair to the last';

type Movie = Extract<LibraryTitle, { media_type: 'movie' }>;
type Show = Extract<LibraryTitle, { media_type: 'tv' }>;

function kingsFilm(id: number, day: string, changes: Partial<Movie> = {}): Movie {
  return { ...(movie(id, 'The Kings', day) as Movie), ...changes };
}

const kingsInSpanish = kingsFilm(1001, '2024-05-01', {
  original_title: 'Los Reyes',
  original_language: 'es',
  overview: 'Two brothers inherit a failing circus in Seville. Their mother wants it sold.',
});
const kingsDocumentary = kingsFilm(1002, '2024-09-10', { overview: longOverview });
const kingsOnTv: Show = {
  ...(tv(1003, 'The Kings', '2024-01-12') as Show),
  original_name: '왕들',
  original_language: 'ko',
};

function previewOf(candidates: LibraryTitle[]): ImportPreview {
  return {
    parsed: emptyImport(),
    results: new Map(),
    matchedRows: 0,
    matchedTitles: 0,
    ambiguous: [
      {
        key: 'the kings',
        label: 'The Kings (2024)',
        sources: [{ file: 'watched.csv', line: 2 }],
        candidates,
      },
    ],
    notFound: [],
    skipped: [],
    followedShows: 0,
    episodeWatches: 0,
    kinds: { diary: { rows: 1, matched: 0, ambiguous: 1, notFound: 0 } },
    episodeNumbers: new Map(),
    plays: { missing: [], repeats: [], watches: [] },
    timeZone: 'UTC',
  };
}

function renderPreview(candidates: LibraryTitle[]) {
  render(
    <MemoryRouter>
      <ImportPreviewView
        preview={previewOf(candidates)}
        choices={{}}
        importing={false}
        onChoose={vi.fn()}
        onImport={vi.fn()}
      />
    </MemoryRouter>,
  );
  return within(screen.getByRole('group', { name: 'watched.csv line 2: The Kings (2024)' }));
}

describe('an ambiguous title’s candidates', () => {
  it('say what tells same-named titles apart, each name starting with the title and year', () => {
    const choice = renderPreview([kingsInSpanish, kingsDocumentary, kingsOnTv]);
    const radios = choice.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'movie-1001',
      'movie-1002',
      'tv-1003',
      'skip',
    ]);
    expect(radios[0]).toHaveAccessibleName('The Kings (2024), Spanish, original title Los Reyes');
    expect(radios[1]).toHaveAccessibleName('The Kings (2024), English');
    expect(radios[2]).toHaveAccessibleName('The Kings (2024), TV, Korean, original title 왕들');
    expect(radios[3]).toHaveAccessibleName('Skip');
    // What the overview says first, shown and read with the choice, cut short when long.
    expect(radios[0]).toHaveAccessibleDescription(
      'Two brothers inherit a failing circus in Seville.',
    );
    const cut = radios[1]?.getAttribute('aria-describedby') ?? '';
    const description = document.getElementById(cut)?.textContent ?? '';
    expect(description).toMatch(/^A sprawling documentary that follows .+…$/);
    expect(description.length).toBeLessThanOrEqual(101);
    expect(longOverview.startsWith(description.slice(0, -1))).toBe(true);
    expect(radios[2]).not.toHaveAttribute('aria-describedby');
    expect(choice.getByText('Los Reyes', { exact: false })).toBeVisible();
  });

  it('link each candidate to its details page in a new tab, named after it', () => {
    const choice = renderPreview([kingsInSpanish, kingsDocumentary, kingsOnTv]);
    const links = choice.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/details/movie/1001',
      '/details/movie/1002',
      '/details/tv/1003',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(links[0]).toHaveAccessibleName(
      'Details of The Kings (2024), Spanish, original title Los Reyes (opens in a new tab)',
    );
    expect(links[2]).toHaveAccessibleName(
      'Details of The Kings (2024), TV, Korean, original title 왕들 (opens in a new tab)',
    );
  });

  it('keep five candidates apart by name alone', () => {
    const five = [
      kingsInSpanish,
      kingsDocumentary,
      kingsOnTv,
      kingsFilm(1004, '2024-02-02', { original_language: 'fr' }),
      kingsFilm(1005, '2024-03-03', { original_title: 'Die Könige', original_language: 'de' }),
    ];
    const choice = renderPreview(five);
    for (const name of [
      'The Kings (2024), Spanish, original title Los Reyes',
      'The Kings (2024), English',
      'The Kings (2024), TV, Korean, original title 왕들',
      'The Kings (2024), French',
      'The Kings (2024), German, original title Die Könige',
    ])
      expect(choice.getByRole('radio', { name })).toBeInTheDocument();
  });
});

describe('the preview', () => {
  function renderProgress(followedShows: number, episodeWatches: number) {
    render(
      <MemoryRouter>
        <ImportPreviewView
          preview={{ ...previewOf([]), ambiguous: [], followedShows, episodeWatches }}
          choices={{}}
          importing={false}
          onChoose={vi.fn()}
          onImport={vi.fn()}
        />
      </MemoryRouter>,
    );
  }

  it('says how many shows are followed and episodes watched in the files', () => {
    renderProgress(2, 1_234);
    expect(
      screen.getByText('Episode progress: 2 shows followed and 1,234 episode watches.'),
    ).toBeVisible();
  });

  it('says nothing of episode progress when the files have none', () => {
    renderProgress(0, 0);
    expect(screen.queryByText(/Episode progress/)).not.toBeInTheDocument();
  });

  it('speaks the page’s language, counts and plurals included', async () => {
    render(
      <MemoryRouter>
        <ImportPreviewView
          preview={{ ...previewOf([kingsInSpanish]), matchedRows: 2, matchedTitles: 1_234 }}
          choices={{}}
          importing={false}
          onChoose={vi.fn()}
          onImport={vi.fn()}
        />
      </MemoryRouter>,
      { wrapper: await inLanguage('ar') },
    );
    expect(screen.getByRole('heading', { name: 'معاينة' })).toBeVisible();
    expect(screen.getByText('المطابَق: صفّان (1,234 عنوانًا).')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ملتبسة (1)' })).toBeVisible();
    const choice = within(
      screen.getByRole('group', { name: 'watched.csv السطر 2: The Kings (2024)' }),
    );
    expect(choice.getByRole('radio', { name: 'تخطٍّ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'استيراد' })).toBeEnabled();
  });

  it('says why each file was left unopened in the page’s language', async () => {
    render(
      <MemoryRouter>
        <ImportPreviewView
          preview={{
            ...previewOf([]),
            ambiguous: [],
            skipped: [unopenedFile('user-settings.json', 'personal')],
          }}
          choices={{}}
          importing={false}
          onChoose={vi.fn()}
          onImport={vi.fn()}
        />
      </MemoryRouter>,
      { wrapper: await inLanguage('fr') },
    );
    expect(screen.getByRole('heading', { name: 'Laissés de côté (1)' })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Laissés de côté' })).getByRole('listitem'),
    ).toHaveTextContent(
      'user-settings.json : le fichier entier, il contient votre adresse e-mail, dont Marquee n’a pas besoin, donc il n’est pas ouvert.',
    );
  });
});
