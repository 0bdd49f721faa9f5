import type { CalendarAnswer } from '@marquee/tmdb-types/episode-progress';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { progressEpisode } from '../test/episode-stubs';
import { inLanguage } from '../test/english-intl';
import { movie, tv } from '../test/library-stubs';
import { CalendarGrid } from './calendar-grid';

function onDay(showId: number, number: number, airDate: string) {
  return {
    show_id: showId,
    episode: { ...progressEpisode(showId, 1, number), air_date: airDate },
    watched: false,
  };
}

// The week of Sunday March 8, 2026: two episodes on Thursday the 12th (today), a movie on Friday.
const answer: CalendarAnswer = {
  start_date: '2026-03-08',
  end_date: '2026-03-14',
  shows: [tv(101, 'Severance'), tv(102, 'Andor')],
  episodes: [onDay(101, 4, '2026-03-12'), onDay(102, 3, '2026-03-12')],
  movies: [{ movie: movie(201, 'Dune: Part Three'), release_date: '2026-03-13' }],
  unwatched: [],
};

function week() {
  return (
    <MemoryRouter>
      <h2 id="range">Week</h2>
      <CalendarGrid
        answer={answer}
        range={{ start: '2026-03-08', end: '2026-03-14' }}
        labelledBy="range"
        today="2026-03-12"
      />
    </MemoryRouter>
  );
}

describe('CalendarGrid', () => {
  it('names its weekdays and days, and counts what they hold, in English', () => {
    render(week());
    const grid = screen.getByRole('grid');
    expect(within(grid).getByRole('columnheader', { name: 'Sunday' })).toHaveTextContent(
      'SunSunday',
    );
    expect(
      within(grid).getByRole('gridcell', { name: 'Thursday, March 12, 2026, today, 2 episodes' }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('gridcell', { name: 'Friday, March 13, 2026, 1 movie' }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('gridcell', { name: 'Saturday, March 14, 2026, nothing airing' }),
    ).toBeInTheDocument();
  });

  it('names and counts them in the language the page speaks', async () => {
    render(week(), { wrapper: await inLanguage('ar') });
    const grid = screen.getByRole('grid');
    // Weekdays and dates come from Intl in Arabic; the counts are Arabic's dual and singular.
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('الأحد');
    expect(
      within(grid).getByRole('gridcell', { name: 'الخميس، 12 مارس 2026، واليوم، وحلقتان' }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('gridcell', { name: 'الجمعة، 13 مارس 2026 وفيلم واحد' }),
    ).toBeInTheDocument();
    expect(within(grid).getAllByText('اليوم')).not.toHaveLength(0);
    expect(
      screen.getByText(
        'تنقّل بين الأيام بمفاتيح الأسهم. يأخذك Enter إلى روابط اليوم، ويعيدك Escape إلى اليوم.',
      ),
    ).toBeInTheDocument();
  });
});
