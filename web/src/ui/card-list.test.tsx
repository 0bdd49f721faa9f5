import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CardList } from './card-list';
import type { CardItem } from './media-card';
import { MediaCardAddonsContext, type MediaCardAddons } from './media-card-addons';

const items: CardItem[] = [
  { id: 550, title: 'Fight Club' },
  { id: 1399, name: 'Game of Thrones', media_type: 'tv' },
  { id: 287, name: 'Brad Pitt', media_type: 'person' },
];

/** Addons that show what the list gave them. */
const echoAddons: MediaCardAddons = {
  ListAddon: ({ titles }) => (
    <p>List of {titles.map((title) => `${title.mediaType}:${title.id}`).join(',')}</p>
  ),
  CardAddon: ({ title, describedById }) => (
    <span id={describedById}>
      <button type="button">Extra for {title.name}</button> described
    </span>
  ),
};

function renderList(addons: MediaCardAddons | null) {
  return render(
    <MemoryRouter>
      <MediaCardAddonsContext value={addons}>
        <CardList items={items} mediaType="movie" skeletons={0} layout="row" label="Mixed" />
      </MediaCardAddonsContext>
    </MemoryRouter>,
  );
}

describe('CardList', () => {
  it('links each item by its own media_type when it has one, else the list’s', () => {
    renderList(null);
    expect(screen.getByRole('link', { name: 'Fight Club' })).toHaveAttribute(
      'href',
      '/details/movie/550',
    );
    expect(screen.getByRole('link', { name: 'Game of Thrones' })).toHaveAttribute(
      'href',
      '/details/tv/1399',
    );
    expect(screen.getByRole('link', { name: 'Brad Pitt' })).toHaveAttribute(
      'href',
      '/details/person/287',
    );
  });

  it('gives its addons the title cards once for the list and once per card, beside the link', () => {
    renderList(echoAddons);
    expect(screen.getByText('List of movie:550,tv:1399')).toBeInTheDocument();
    const extra = screen.getByRole('button', { name: 'Extra for Fight Club' });
    const link = screen.getByRole('link', { name: 'Fight Club' });
    expect(link).not.toContainElement(extra);
    expect(link).toHaveAccessibleDescription('Extra for Fight Club described');
    expect(screen.getByRole('button', { name: 'Extra for Game of Thrones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extra for Brad Pitt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brad Pitt' })).not.toHaveAttribute('aria-describedby');
  });
});
