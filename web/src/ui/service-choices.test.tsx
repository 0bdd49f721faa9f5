import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegionService } from '../lib/region-services';
import { inLanguage } from '../test/english-intl';
import { ServiceChoices } from './service-choices';

function servicesOf(count: number): RegionService[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Service ${index + 1}`,
    logoPath: `/logo${index + 1}.png`,
    priority: index,
  }));
}

function choices(chosen: number, total: number, regionName = 'France') {
  const services = servicesOf(total);
  return (
    <ServiceChoices
      regionName={regionName}
      services={{ status: 'ready', services }}
      chosen={new Set(services.slice(0, chosen).map((service) => service.id))}
      onChange={() => undefined}
    />
  );
}

describe('ServiceChoices', () => {
  it('counts the chosen services in English', () => {
    render(choices(2, 5));
    expect(screen.getByRole('group', { name: 'Services in France' })).toBeInTheDocument();
    expect(screen.getByText('2 of 5 chosen')).toBeInTheDocument();
  });

  it.each([
    [1, '1 sur 5 choisi'],
    [3, '3 sur 5 choisis'],
  ])('counts %i chosen in French, singular or plural', async (chosen, text) => {
    render(choices(chosen, 5), { wrapper: await inLanguage('fr') });
    expect(screen.getByRole('group', { name: 'Services (France)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout sélectionner' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [0, 'لم تُحدَّد أي خدمة من 12'],
    [2, 'خدمتان محددتان من 12'],
    [3, '3 خدمات محددة من 12'],
    [11, '11 خدمة محددة من 12'],
  ])('counts %i chosen in Arabic, in the form its number takes', async (chosen, text) => {
    render(choices(chosen, 12, 'مصر'), { wrapper: await inLanguage('ar') });
    expect(screen.getByRole('group', { name: 'الخدمات في مصر' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
