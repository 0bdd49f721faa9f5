import { useIntl } from 'react-intl';
import { Fact } from './fact';
import { LinkedNames } from './linked-names';

export interface LinkedCompany {
  id: number;
  name: string;
}

/** Who made the title and (a show) who aired it, as facts of a details list; nothing for none. */
export function CompanyFacts({
  studios,
  networks = [],
}: {
  studios: readonly LinkedCompany[];
  networks?: readonly LinkedCompany[];
}) {
  const intl = useIntl();
  return (
    <>
      {networks.length > 0 && (
        <Fact
          label={intl.formatMessage({ id: 'details.facts.networks' }, { count: networks.length })}
        >
          <LinkedNames items={networks} pathOf={(network) => `/network/${network.id}`} />
        </Fact>
      )}
      {studios.length > 0 && (
        <Fact
          label={intl.formatMessage({ id: 'details.facts.studios' }, { count: studios.length })}
        >
          <LinkedNames items={studios} pathOf={(studio) => `/company/${studio.id}`} />
        </Fact>
      )}
    </>
  );
}
