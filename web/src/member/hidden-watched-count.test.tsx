import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { HiddenServicesCount } from './hidden-services-count';
import { HiddenWatchedCount } from './hidden-watched-count';

describe('the counts of cards a page leaves out', () => {
  it('say how many in English, one and many', () => {
    const { rerender } = render(<HiddenWatchedCount hidden={1} />);
    expect(screen.getByText('1 watched title hidden')).toBeInTheDocument();
    rerender(<HiddenWatchedCount hidden={1024} />);
    expect(screen.getByText('1,024 watched titles hidden')).toBeInTheDocument();
  });

  it('say it with the plural and the digits of the page’s language', async () => {
    render(<HiddenWatchedCount hidden={3} />, { wrapper: await inLanguage('ar') });
    // Arabic counts 3 to 10 as "few", in its own digits.
    const three = new Intl.NumberFormat('ar').format(3);
    expect(screen.getByText(`أُخفيت ${three} عناوين مُشاهَدة`)).toBeInTheDocument();
  });

  it('give Hebrew its dual', async () => {
    render(<HiddenServicesCount services={{ hidden: 2, failed: false }} />, {
      wrapper: await inLanguage('he'),
    });
    expect(screen.getByText('שני כותרים לא זמינים בשירותים שלך')).toBeInTheDocument();
  });
});
