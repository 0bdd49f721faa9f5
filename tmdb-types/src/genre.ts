export interface Genre {
  id: number;
  name: string;
}

export interface GenreList {
  genres: Genre[];
}
