/** A company or network as titles' details and `/3/search/company` name it. */
export interface CompanySummary {
  id: number;
  logo_path: string | null;
  name: string;
  origin_country: string;
}

export interface ParentCompany {
  id: number;
  logo_path: string | null;
  name: string;
}

/** `/3/company/{id}`. */
export interface CompanyDetails extends CompanySummary {
  description: string;
  headquarters: string;
  homepage: string;
  parent_company: ParentCompany | null;
}

/** `/3/network/{id}`. */
export interface NetworkDetails extends CompanySummary {
  headquarters: string;
  homepage: string;
}
