import type { AnyListItem, MediaType } from '@marquee/tmdb-types/media';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { PosterImage } from '../ui/poster-image';
import { searchQueryOptions } from './search-query';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search-combobox.module.css';

export const suggestionDelayMs = 250;
export const suggestionCount = 8;

interface Suggestion {
  mediaType: MediaType;
  id: number;
  title: string;
  detail: string | undefined;
  imagePath: string | null | undefined;
}

const mediaTypeLabels: Record<MediaType, MessageId> = {
  movie: 'search.suggestion.movie',
  tv: 'search.suggestion.tv',
  person: 'search.suggestion.person',
};

/** Multi-search mixes media types (and TMDB adds collections): keep movies, shows and people. */
export function toSuggestion(item: AnyListItem): Suggestion | undefined {
  switch (item.media_type) {
    case 'movie':
      return {
        mediaType: 'movie',
        id: item.id,
        title: item.title,
        detail: item.release_date?.slice(0, 4) || undefined,
        imagePath: item.poster_path,
      };
    case 'tv':
      return {
        mediaType: 'tv',
        id: item.id,
        title: item.name,
        detail: item.first_air_date?.slice(0, 4) || undefined,
        imagePath: item.poster_path,
      };
    case 'person':
      return {
        mediaType: 'person',
        id: item.id,
        title: item.name,
        detail: item.known_for_department || undefined,
        imagePath: item.profile_path,
      };
    default:
      return undefined;
  }
}

/**
 * The navbar's search box: suggestions as you type (ARIA combobox with a listbox popup);
 * Enter on a suggestion opens it, Enter without one opens the search page.
 */
export function SearchCombobox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // On a page the server rendered, a visitor may type before the scripts take the page over: the
  // box then holds text React never saw. It is kept, as if typed now.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === '') return;
    setText(typed);
    setOpen(document.activeElement === input.current);
  }, []);
  const query = useDebouncedValue(text.trim(), suggestionDelayMs);
  const { data } = useQuery(searchQueryOptions('multi', query));

  const suggestions =
    query === '' || text.trim() === '' || !data
      ? []
      : data.results
          .map(toSuggestion)
          .filter((item): item is Suggestion => item !== undefined)
          .slice(0, suggestionCount);
  const settled = query !== '' && text.trim() !== '' && data !== undefined;
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(suggestion: Suggestion) {
    close();
    setText('');
    void navigate(`/details/${suggestion.mediaType}/${suggestion.id}`);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (active + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && active > 0 ? active - 1 : count - 1);
        break;
      case 'Enter': {
        const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  return (
    <form
      role="search"
      className={styles.search}
      // Before the scripts run, the browser sends it to the search page (relative to <base href>).
      action="search"
      onSubmit={(event) => {
        event.preventDefault();
        close();
        // What the box shows, which is `text` once React has seen the typing; text typed before
        // the scripts took the page over is in the box before the effect above hands it to `text`.
        const q = (input.current?.value ?? text).trim();
        void navigate(q === '' ? '/search' : `/search?q=${encodeURIComponent(q)}`);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        <FormattedMessage id="search.box.label" />
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        name="q"
        role="combobox"
        aria-keyshortcuts="/"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={intl.formatMessage({ id: 'search.box.placeholder' })}
        autoComplete="off"
        spellCheck={false}
        className={styles.input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={handleKeyDown}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'search.suggestions.label' })}
        className={styles.listbox}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.mediaType}-${suggestion.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps focus in the input, so blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <PosterImage
              className={styles.thumb}
              path={suggestion.imagePath}
              alt=""
              placeholder={suggestion.mediaType === 'person' ? 'person' : 'title'}
              size="w92"
              eager={false}
            />
            <span className={styles.text}>
              <span className={styles.title}>{suggestion.title}</span>
              <span className={styles.detail}>
                {intl.formatMessage(
                  { id: mediaTypeLabels[suggestion.mediaType] },
                  {
                    known: suggestion.detail === undefined ? 'no' : 'yes',
                    detail: suggestion.detail,
                  },
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {/* A bare live region, not role="status": pages keep that role for their own notices. */}
      <div aria-live="polite" aria-atomic="true" className="visually-hidden">
        {open && settled
          ? intl.formatMessage({ id: 'search.suggestions.count' }, { count: suggestions.length })
          : ''}
      </div>
    </form>
  );
}
