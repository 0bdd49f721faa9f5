import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GenreSelect } from './genre-select';

const genres = [
  { id: 28, name: 'Action' },
  { id: 18, name: 'Drama' },
];

function options() {
  return within(screen.getByLabelText('Genre'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('GenreSelect', () => {
  it('offers all genres first, then each by name, and says which is chosen', () => {
    render(<GenreSelect id="genre" genres={genres} value={18} onChange={() => undefined} />);
    expect(options()).toEqual(['All genres', 'Action', 'Drama']);
    expect(screen.getByLabelText('Genre')).toHaveDisplayValue('Drama');
  });

  it('still shows a genre from the URL that the list does not name, by its number', () => {
    render(<GenreSelect id="genre" genres={genres} value={99} onChange={() => undefined} />);
    expect(options()).toEqual(['All genres', 'Genre 99', 'Action', 'Drama']);
    expect(screen.getByLabelText('Genre')).toHaveDisplayValue('Genre 99');
  });

  it('hands over the chosen id, or an empty value for all genres', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<GenreSelect id="genre" genres={genres} value={18} onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Genre'), 'Action');
    await user.selectOptions(screen.getByLabelText('Genre'), 'All genres');
    expect(onChange.mock.calls).toEqual([['28'], ['']]);
  });
});
