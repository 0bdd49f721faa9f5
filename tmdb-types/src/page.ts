/** A TMDB list page: 20 results a page, pages 1..500. */
export interface Page<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

/** TMDB's error body, sent with every non-2xx status. */
export interface TmdbError {
  status_code: number;
  status_message: string;
  success: false;
}
