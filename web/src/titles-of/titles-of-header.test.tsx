import type { CompanyDetails } from '@marquee/tmdb-types/company';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { tmdbExample } from '../test/utils';
import { TitlesOfHeader } from './titles-of-header';

describe('TitlesOfHeader', () => {
  it('names what the titles are of, and its country, in the page’s language', async () => {
    const company = tmdbExample<CompanyDetails>('company-details');
    render(<TitlesOfHeader kind="company" thing={company} />, { wrapper: await inLanguage('de') });
    expect(screen.getByText('Studio')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Logo von ${company.name}` })).toBeInTheDocument();
    expect(screen.getByText('Land')).toBeInTheDocument();
    expect(screen.getByText('Vereinigte Staaten')).toBeInTheDocument();
    expect(screen.getByText('Hauptsitz')).toBeInTheDocument();
  });
});
