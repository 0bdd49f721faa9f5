/** Query parameter names, from one space-separated string so the table stays readable. */
function names(list: string): readonly string[] {
  return list.split(/\s+/).filter((name) => name !== '');
}

const NONE = names('');
const LANGUAGE = names('language');
const LANGUAGE_PAGE = names('language page');
const REGIONAL_LIST = names('language page region');
const TIMEZONE_LIST = names('language page timezone');
const DETAILS = names('append_to_response language');
const IMAGES = names('include_image_language language');
const VIDEOS = names('include_video_language language');
const CHANGES = names('end_date page start_date');
const WATCH_PROVIDERS = names('language watch_region');
const PLAIN_SEARCH = names('page query');
const ADULT_SEARCH = names('include_adult language page query');
const ACCOUNT_LIST = names('language page session_id sort_by');
const ACCOUNT_STATES = names('guest_session_id session_id');
const RATED_LIST = names('language page sort_by');
const DISCOVER_FILTERS = `include_adult language page sort_by vote_average.gte vote_average.lte
  vote_count.gte vote_count.lte watch_region with_companies with_genres with_keywords
  with_origin_country with_original_language with_runtime.gte with_runtime.lte
  with_watch_monetization_types with_watch_providers without_companies without_genres
  without_keywords without_watch_providers`;
const DISCOVER_MOVIE = names(`${DISCOVER_FILTERS} certification certification.gte
  certification.lte certification_country include_video primary_release_date.gte
  primary_release_date.lte primary_release_year region release_date.gte release_date.lte
  with_cast with_crew with_people with_release_type year`);
const DISCOVER_TV = names(`${DISCOVER_FILTERS} air_date.gte air_date.lte first_air_date.gte
  first_air_date.lte first_air_date_year include_null_first_air_dates screened_theatrically
  timezone with_networks with_status with_type`);

/**
 * Every GET path of TMDB's v3 API with the query parameters its OpenAPI description lists: the
 * upstream proxy forwards nothing else, so made-up parameters cost no TMDB call and no cache row.
 * API schema, not data; tmdb-get-endpoints.test.ts proves it equal to ../shared/tmdb/openapi.json.
 */
export const TMDB_GET_ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  '/3/account/{account_id}': names('session_id'),
  '/3/account/{account_id}/favorite/movies': ACCOUNT_LIST,
  '/3/account/{account_id}/favorite/tv': ACCOUNT_LIST,
  '/3/account/{account_id}/lists': names('page session_id'),
  '/3/account/{account_id}/rated/movies': ACCOUNT_LIST,
  '/3/account/{account_id}/rated/tv': ACCOUNT_LIST,
  '/3/account/{account_id}/rated/tv/episodes': ACCOUNT_LIST,
  '/3/account/{account_id}/watchlist/movies': ACCOUNT_LIST,
  '/3/account/{account_id}/watchlist/tv': ACCOUNT_LIST,
  '/3/authentication': NONE,
  '/3/authentication/guest_session/new': NONE,
  '/3/authentication/token/new': NONE,
  '/3/certification/movie/list': NONE,
  '/3/certification/tv/list': NONE,
  '/3/collection/{collection_id}': LANGUAGE,
  '/3/collection/{collection_id}/images': IMAGES,
  '/3/collection/{collection_id}/translations': NONE,
  '/3/company/{company_id}': NONE,
  '/3/company/{company_id}/alternative_names': NONE,
  '/3/company/{company_id}/images': NONE,
  '/3/configuration': NONE,
  '/3/configuration/countries': LANGUAGE,
  '/3/configuration/jobs': NONE,
  '/3/configuration/languages': NONE,
  '/3/configuration/primary_translations': NONE,
  '/3/configuration/timezones': NONE,
  '/3/credit/{credit_id}': LANGUAGE,
  '/3/discover/movie': DISCOVER_MOVIE,
  '/3/discover/tv': DISCOVER_TV,
  '/3/find/{external_id}': names('external_source language'),
  '/3/genre/movie/list': LANGUAGE,
  '/3/genre/tv/list': LANGUAGE,
  '/3/guest_session/{guest_session_id}/rated/movies': RATED_LIST,
  '/3/guest_session/{guest_session_id}/rated/tv': RATED_LIST,
  '/3/guest_session/{guest_session_id}/rated/tv/episodes': RATED_LIST,
  '/3/keyword/{keyword_id}': NONE,
  '/3/keyword/{keyword_id}/movies': names('include_adult language page'),
  '/3/list/{list_id}': LANGUAGE_PAGE,
  '/3/list/{list_id}/item_status': names('language movie_id'),
  '/3/movie/changes': CHANGES,
  '/3/movie/latest': NONE,
  '/3/movie/now_playing': REGIONAL_LIST,
  '/3/movie/popular': REGIONAL_LIST,
  '/3/movie/top_rated': REGIONAL_LIST,
  '/3/movie/upcoming': REGIONAL_LIST,
  '/3/movie/{movie_id}': DETAILS,
  '/3/movie/{movie_id}/account_states': ACCOUNT_STATES,
  '/3/movie/{movie_id}/alternative_titles': names('country'),
  '/3/movie/{movie_id}/changes': CHANGES,
  '/3/movie/{movie_id}/credits': LANGUAGE,
  '/3/movie/{movie_id}/external_ids': NONE,
  '/3/movie/{movie_id}/images': IMAGES,
  '/3/movie/{movie_id}/keywords': NONE,
  '/3/movie/{movie_id}/lists': LANGUAGE_PAGE,
  '/3/movie/{movie_id}/recommendations': LANGUAGE_PAGE,
  '/3/movie/{movie_id}/release_dates': NONE,
  '/3/movie/{movie_id}/reviews': LANGUAGE_PAGE,
  '/3/movie/{movie_id}/similar': LANGUAGE_PAGE,
  '/3/movie/{movie_id}/translations': NONE,
  '/3/movie/{movie_id}/videos': LANGUAGE,
  '/3/movie/{movie_id}/watch/providers': NONE,
  '/3/network/{network_id}': NONE,
  '/3/network/{network_id}/alternative_names': NONE,
  '/3/network/{network_id}/images': NONE,
  '/3/person/changes': CHANGES,
  '/3/person/latest': NONE,
  '/3/person/popular': LANGUAGE_PAGE,
  '/3/person/{person_id}': DETAILS,
  '/3/person/{person_id}/changes': CHANGES,
  '/3/person/{person_id}/combined_credits': LANGUAGE,
  '/3/person/{person_id}/external_ids': NONE,
  '/3/person/{person_id}/images': NONE,
  '/3/person/{person_id}/movie_credits': LANGUAGE,
  '/3/person/{person_id}/tagged_images': names('page'),
  '/3/person/{person_id}/translations': NONE,
  '/3/person/{person_id}/tv_credits': LANGUAGE,
  '/3/review/{review_id}': NONE,
  '/3/search/collection': names('include_adult language page query region'),
  '/3/search/company': PLAIN_SEARCH,
  '/3/search/keyword': PLAIN_SEARCH,
  '/3/search/movie': names('include_adult language page primary_release_year query region year'),
  '/3/search/multi': ADULT_SEARCH,
  '/3/search/person': ADULT_SEARCH,
  '/3/search/tv': names('first_air_date_year include_adult language page query year'),
  '/3/trending/all/{time_window}': LANGUAGE,
  '/3/trending/movie/{time_window}': LANGUAGE,
  '/3/trending/person/{time_window}': LANGUAGE,
  '/3/trending/tv/{time_window}': LANGUAGE,
  '/3/tv/airing_today': TIMEZONE_LIST,
  '/3/tv/changes': CHANGES,
  '/3/tv/episode/{episode_id}/changes': NONE,
  '/3/tv/episode_group/{tv_episode_group_id}': NONE,
  '/3/tv/latest': NONE,
  '/3/tv/on_the_air': TIMEZONE_LIST,
  '/3/tv/popular': LANGUAGE_PAGE,
  '/3/tv/season/{season_id}/changes': CHANGES,
  '/3/tv/top_rated': LANGUAGE_PAGE,
  '/3/tv/{series_id}': DETAILS,
  '/3/tv/{series_id}/account_states': ACCOUNT_STATES,
  '/3/tv/{series_id}/aggregate_credits': LANGUAGE,
  '/3/tv/{series_id}/alternative_titles': NONE,
  '/3/tv/{series_id}/changes': CHANGES,
  '/3/tv/{series_id}/content_ratings': NONE,
  '/3/tv/{series_id}/credits': LANGUAGE,
  '/3/tv/{series_id}/episode_groups': NONE,
  '/3/tv/{series_id}/external_ids': NONE,
  '/3/tv/{series_id}/images': IMAGES,
  '/3/tv/{series_id}/keywords': NONE,
  '/3/tv/{series_id}/lists': LANGUAGE_PAGE,
  '/3/tv/{series_id}/recommendations': LANGUAGE_PAGE,
  '/3/tv/{series_id}/reviews': LANGUAGE_PAGE,
  '/3/tv/{series_id}/screened_theatrically': NONE,
  '/3/tv/{series_id}/season/{season_number}': DETAILS,
  '/3/tv/{series_id}/season/{season_number}/account_states': ACCOUNT_STATES,
  '/3/tv/{series_id}/season/{season_number}/aggregate_credits': LANGUAGE,
  '/3/tv/{series_id}/season/{season_number}/credits': LANGUAGE,
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}': DETAILS,
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/account_states':
    ACCOUNT_STATES,
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/credits': LANGUAGE,
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/external_ids': NONE,
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/images': IMAGES,
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/translations': NONE,
  '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/videos': VIDEOS,
  '/3/tv/{series_id}/season/{season_number}/external_ids': NONE,
  '/3/tv/{series_id}/season/{season_number}/images': IMAGES,
  '/3/tv/{series_id}/season/{season_number}/translations': NONE,
  '/3/tv/{series_id}/season/{season_number}/videos': VIDEOS,
  '/3/tv/{series_id}/season/{season_number}/watch/providers': LANGUAGE,
  '/3/tv/{series_id}/similar': LANGUAGE_PAGE,
  '/3/tv/{series_id}/translations': NONE,
  '/3/tv/{series_id}/videos': VIDEOS,
  '/3/tv/{series_id}/watch/providers': NONE,
  '/3/watch/providers/movie': WATCH_PROVIDERS,
  '/3/watch/providers/regions': LANGUAGE,
  '/3/watch/providers/tv': WATCH_PROVIDERS,
};
