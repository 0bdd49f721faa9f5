// Vocabulary for generated titles, names, places and prose. A few entries carry diacritics on purpose
// so search folding ("amelie" finds "Amélie") is exercised by the default catalogue.

export const ADJECTIVES = [
  'Silent', 'Crimson', 'Hidden', 'Broken', 'Golden', 'Last', 'Distant', 'Burning', 'Frozen', 'Wild',
  'Secret', 'Endless', 'Quiet', 'Restless', 'Lost', 'Hollow', 'Bright', 'Dark', 'Velvet', 'Iron',
  'Paper', 'Electric', 'Savage', 'Gentle', 'Wandering', 'Northern', 'Southern', 'Forgotten', 'Scarlet', 'Silver',
  'Midnight', 'Falling', 'Rising', 'Shattered', 'Sleeping', 'Glass', 'Stolen', 'Salt', 'Sacred', 'Black',
] as const;

export const NOUNS = [
  'Harbor', 'Winter', 'River', 'Garden', 'Empire', 'Signal', 'Horizon', 'Mirror', 'Letter', 'Kingdom',
  'Orchard', 'Frontier', 'Station', 'Lighthouse', 'Summer', 'Carnival', 'Witness', 'Island', 'Shadow', 'Crown',
  'Voyage', 'Promise', 'Tide', 'Storm', 'Circus', 'Machine', 'Canyon', 'Covenant', 'Parade', 'Archive',
  'Ember', 'Hunter', 'Sparrow', 'Comet', 'Valley', 'Citadel', 'Echo', 'Passage', 'Lantern', 'Serenade',
] as const;

export const PLURAL_NOUNS = [
  'Echoes', 'Ghosts', 'Strangers', 'Wolves', 'Lovers', 'Thieves', 'Rivers', 'Stars', 'Kings', 'Dreams',
  'Sisters', 'Brothers', 'Saints', 'Tigers', 'Shadows', 'Bridges', 'Embers', 'Angels', 'Outlaws', 'Islands',
] as const;

export const TIME_WORDS = ['Midnight', 'Dawn', 'Winter', 'Summer', 'Autumn', 'Spring', 'Twilight', 'Sunday', 'August', 'December'] as const;

export const CITIES = [
  'Lisbon', 'Paris', 'Berlin', 'Tokyo', 'Havana', 'Marrakesh', 'Venice', 'Istanbul', 'Oslo', 'Dublin',
  'Chicago', 'Brooklyn', 'Memphis', 'Naples', 'Kyoto', 'Seoul', 'Prague', 'Vienna', 'Buenos Aires', 'Cairo',
  'São Paulo', 'Zürich', 'Kraków', 'Reykjavík', 'Málaga', 'Besançon', 'Montréal', 'Bogotá', 'Göteborg', 'Córdoba',
] as const;

export const COUNTRIES_OF_CITIES: Record<string, string> = {
  Lisbon: 'Portugal', Paris: 'France', Berlin: 'Germany', Tokyo: 'Japan', Havana: 'Cuba', Marrakesh: 'Morocco',
  Venice: 'Italy', Istanbul: 'Turkey', Oslo: 'Norway', Dublin: 'Ireland', Chicago: 'Illinois, USA',
  Brooklyn: 'New York, USA', Memphis: 'Tennessee, USA', Naples: 'Italy', Kyoto: 'Japan', Seoul: 'South Korea',
  Prague: 'Czech Republic', Vienna: 'Austria', 'Buenos Aires': 'Argentina', Cairo: 'Egypt', 'São Paulo': 'Brazil',
  Zürich: 'Switzerland', Kraków: 'Poland', Reykjavík: 'Iceland', Málaga: 'Spain', Besançon: 'France',
  Montréal: 'Quebec, Canada', Bogotá: 'Colombia', Göteborg: 'Sweden', Córdoba: 'Argentina',
};

export const SPECIAL_TITLES = ['Amélie', 'Zoë', 'José and the Sea', 'Café Society', 'Le Déjà Vu', 'Señorita Luna', 'Naïve', 'Über Alles'] as const;

export const FIRST_NAMES_FEMALE = [
  'Anna', 'Clara', 'Maya', 'Sofia', 'Elena', 'Grace', 'Nora', 'Lucy', 'Hannah', 'Iris',
  'Zoë', 'Amélie', 'Chloé', 'Inès', 'Maëlle', 'Beatriz', 'Ingrid', 'Yuki', 'Priya', 'Amara',
  'Julia', 'Rosa', 'Vera', 'Leila', 'Mei', 'Charlotte', 'Olivia', 'Emma', 'Ada', 'Frida',
] as const;

export const FIRST_NAMES_MALE = [
  'James', 'Daniel', 'Marco', 'Lucas', 'Henry', 'Samuel', 'Oscar', 'Felix', 'Hugo', 'Leo',
  'José', 'André', 'Søren', 'Jürgen', 'Björn', 'François', 'Tomás', 'Kenji', 'Arjun', 'Kwame',
  'Michael', 'Thomas', 'David', 'Elias', 'Matteo', 'Jonas', 'Rafael', 'Victor', 'Adrian', 'Omar',
] as const;

export const SURNAMES = [
  'Hart', 'Moreau', 'Lindqvist', 'Okafor', 'Tanaka', 'Rossi', 'Novak', 'Fischer', 'Walsh', 'Carter',
  'Bennett', 'Alvarez', 'Costa', 'Nakamura', 'Kowalski', 'Brennan', 'Dubois', 'Hayes', 'Ibsen', 'Kaur',
  'Müller', 'Peña', 'Núñez', 'Sørensen', 'Lefèvre', 'Gonçalves', 'Østergaard', 'Brontë', 'Fontaine', 'Reyes',
  'Marsh', 'Vance', 'Quinn', 'Sinclair', 'Abbott', 'Whitaker', 'Castellano', 'Mendes', 'Adler', 'Stone',
] as const;

export const TAGLINE_TEMPLATES = [
  'Some secrets refuse to stay buried.',
  'Every {noun} has a price.',
  'The {adjective} truth is closer than you think.',
  'One night in {city} changes everything.',
  'No one leaves the {noun} unchanged.',
  'Love is the last {noun} standing.',
  'They came for the {noun}. They stayed for each other.',
  'The past is a {adjective} country.',
  'Run. Hide. Remember.',
  'Not every {noun} wants to be found.',
] as const;

export const PREMISES = [
  'a retired {job} is pulled back for one last assignment',
  'two estranged siblings inherit a crumbling {place}',
  'a young {job} uncovers a conspiracy that reaches the highest office',
  'a travelling circus hides a fugitive among its performers',
  'a widowed {job} finds an unsent letter that rewrites the family history',
  'a small-town detective follows a trail of {adjective} clues',
  'an ambitious {job} bets everything on a single performance',
  'a stranded crew must survive a long winter on a remote {place}',
  'a forger and a thief fall for the same impossible plan',
  'a schoolteacher discovers that her quiet town keeps a {adjective} secret',
] as const;

export const JOBS = ['detective', 'pianist', 'surgeon', 'smuggler', 'journalist', 'lighthouse keeper', 'chef', 'pilot', 'architect', 'boxer'] as const;

export const PLACES = ['lighthouse', 'vineyard', 'hotel', 'island', 'observatory', 'farmhouse', 'theatre', 'monastery', 'harbour town', 'mining outpost'] as const;

export const OUTCOMES = [
  'Old loyalties are tested and nobody comes out unchanged.',
  'What begins as a favour becomes a fight for survival.',
  'As the days grow shorter, the truth grows harder to ignore.',
  'Between ambition and love, only one can win.',
  'The deeper they dig, the less they want to know.',
  'A story of courage, stubbornness and second chances.',
] as const;

export const COMPANIES = [
  'Northlight Pictures', 'Harbor & Vine Films', 'Silver Comet Studios', 'Red Lantern Productions', 'Blue Meridian',
  'Paper Crane Entertainment', 'Ironwood Films', 'Studio Cinq', 'Lumière Nord', 'Oakhaven Media',
] as const;

export const NETWORKS = ['Channel Nine', 'Northstar TV', 'Meridian One', 'Cobalt', 'Streamline', 'Kestrel Network'] as const;

export const LANGUAGES = [
  { iso_639_1: 'en', english_name: 'English', name: 'English', country: 'US', countryName: 'United States of America', weight: 62 },
  { iso_639_1: 'fr', english_name: 'French', name: 'Français', country: 'FR', countryName: 'France', weight: 8 },
  { iso_639_1: 'es', english_name: 'Spanish', name: 'Español', country: 'ES', countryName: 'Spain', weight: 7 },
  { iso_639_1: 'de', english_name: 'German', name: 'Deutsch', country: 'DE', countryName: 'Germany', weight: 5 },
  { iso_639_1: 'it', english_name: 'Italian', name: 'Italiano', country: 'IT', countryName: 'Italy', weight: 4 },
  { iso_639_1: 'ja', english_name: 'Japanese', name: '日本語', country: 'JP', countryName: 'Japan', weight: 5 },
  { iso_639_1: 'ko', english_name: 'Korean', name: '한국어/조선말', country: 'KR', countryName: 'South Korea', weight: 4 },
  { iso_639_1: 'pt', english_name: 'Portuguese', name: 'Português', country: 'BR', countryName: 'Brazil', weight: 3 },
  { iso_639_1: 'sv', english_name: 'Swedish', name: 'svenska', country: 'SE', countryName: 'Sweden', weight: 2 },
] as const;
