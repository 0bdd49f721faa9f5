import type { VideoList } from '@marquee/tmdb-types/videos';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tmdbExample } from '../../test/utils';
import { PlayTrailer } from './play-trailer';

const [video] = tmdbExample<VideoList>('movie-videos').results;

async function openTrailer() {
  const user = userEvent.setup();
  const view = render(<PlayTrailer video={video} title="Fight Club" />);
  const play = screen.getByRole('button', { name: 'Play trailer' });
  expect(view.container.querySelector('iframe')).toBeNull();
  await user.click(play);
  const dialog = screen.getByRole('dialog', { name: 'Trailer: Fight Club' });
  return { user, play, dialog, view };
}

describe('PlayTrailer', () => {
  it('shows nothing without a trailer', () => {
    const { container } = render(<PlayTrailer video={undefined} title="Fight Club" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens a dialog with the privacy-enhanced player, named, autoplaying, Close focused', async () => {
    const { dialog } = await openTrailer();
    const frame = dialog.querySelector('iframe');
    expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${video?.key}?autoplay=1`,
    );
    expect(frame).toHaveAttribute('title', video?.name);
    expect(frame?.getAttribute('allow')).toContain('autoplay');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'Close',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])(
    'closes on %s, removing the player (the video stops), and gives the button its focus back',
    async (_, close) => {
      const { user, play, view } = await openTrailer();
      await close(user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(view.container.ownerDocument.querySelector('iframe')).toBeNull();
      expect(play).toHaveFocus();
    },
  );

  it('lets the keyboard reach the player inside the dialog (its controls are in the frame)', async () => {
    const { user, dialog } = await openTrailer();
    await user.tab({ shift: true });
    expect(dialog.querySelector('iframe')).toHaveFocus();
  });
});
