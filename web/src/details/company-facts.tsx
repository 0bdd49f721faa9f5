import { Link } from 'react-router-dom';
import { Fact } from './fact';
import styles from './details-page.module.css';

export interface LinkedCompany {
  id: number;
  name: string;
}

/** Companies as links to their pages, separated by commas, as people are (person-link.tsx). */
function CompanyLinks({
  companies,
  page,
}: {
  companies: readonly LinkedCompany[];
  page: 'company' | 'network';
}) {
  return companies.map((company, index) => (
    <span key={company.id}>
      {index > 0 && ', '}
      <Link to={`/${page}/${company.id}`} className={styles.inlineLink}>
        {company.name}
      </Link>
    </span>
  ));
}

/** Who made the title and (a show) who aired it, as facts of a details list; nothing for none. */
export function CompanyFacts({
  studios,
  networks = [],
}: {
  studios: readonly LinkedCompany[];
  networks?: readonly LinkedCompany[];
}) {
  return (
    <>
      {networks.length > 0 && (
        <Fact label={networks.length === 1 ? 'Network' : 'Networks'}>
          <CompanyLinks companies={networks} page="network" />
        </Fact>
      )}
      {studios.length > 0 && (
        <Fact label={studios.length === 1 ? 'Studio' : 'Studios'}>
          <CompanyLinks companies={studios} page="company" />
        </Fact>
      )}
    </>
  );
}
