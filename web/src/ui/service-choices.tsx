import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { imageUrl } from '../lib/image-url';
import { failureReason } from '../lib/failure-reason';
import type { RegionService, RegionServicesState } from '../lib/region-services';
import { FormAlert } from './form-alert';
import styles from './service-choices.module.css';

export interface ServiceChoicesProps {
  /** The region's name as the select shows it; empty while none is chosen. */
  regionName: string;
  services: RegionServicesState;
  chosen: ReadonlySet<number>;
  onChange(chosen: ReadonlySet<number>): void;
}

/** The region's services as checkboxes, with Select all and Clear. */
export function ServiceChoices({ regionName, services, chosen, onChange }: ServiceChoicesProps) {
  return (
    <fieldset className={styles.choices}>
      <legend>
        {regionName === '' ? (
          <FormattedMessage id="ui.serviceChoices.legend" />
        ) : (
          <FormattedMessage id="ui.serviceChoices.legendIn" values={{ region: regionName }} />
        )}
      </legend>
      {services.status === 'none' && (
        <p className={styles.hint}>
          <FormattedMessage id="ui.serviceChoices.chooseRegion" />
        </p>
      )}
      {services.status === 'loading' && (
        <p className={styles.hint}>
          <FormattedMessage id="ui.serviceChoices.loading" />
        </p>
      )}
      {services.status === 'error' && (
        <>
          <FormAlert>
            <FormattedMessage
              id="ui.serviceChoices.loadFailed"
              values={{ region: regionName, reason: failureReason(services.error) }}
            />
          </FormAlert>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={services.retry}>
              <FormattedMessage id="ui.serviceChoices.tryAgain" />
            </button>
          </div>
        </>
      )}
      {services.status === 'ready' && (
        <ServiceList services={services.services} chosen={chosen} onChange={onChange} />
      )}
    </fieldset>
  );
}

function ServiceList({
  services,
  chosen,
  onChange,
}: {
  services: readonly RegionService[];
  chosen: ReadonlySet<number>;
  onChange(chosen: ReadonlySet<number>): void;
}) {
  const id = useId();
  if (services.length === 0)
    return (
      <p className={styles.hint}>
        <FormattedMessage id="ui.serviceChoices.none" />
      </p>
    );
  const count = services.filter((service) => chosen.has(service.id)).length;
  function toggle(serviceId: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(serviceId);
    else next.delete(serviceId);
    onChange(next);
  }
  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(new Set(services.map((service) => service.id)))}
        >
          <FormattedMessage id="ui.serviceChoices.selectAll" />
        </button>
        <button type="button" className={styles.button} onClick={() => onChange(new Set())}>
          <FormattedMessage id="ui.serviceChoices.clear" />
        </button>
        {/* Heard after Select all or Clear, which change the boxes out of sight. */}
        <p className={styles.count} aria-live="polite">
          <FormattedMessage
            id="ui.serviceChoices.count"
            values={{ count, total: services.length }}
          />
        </p>
      </div>
      <ul className={styles.services}>
        {services.map((service) => (
          <li key={service.id} className={styles.service}>
            <input
              id={`${id}-${service.id}`}
              type="checkbox"
              checked={chosen.has(service.id)}
              onChange={(event) => toggle(service.id, event.target.checked)}
            />
            <label htmlFor={`${id}-${service.id}`} className={styles.pick}>
              {/* The name beside it says what the logo shows; read twice it would be noise. */}
              <img
                src={imageUrl(service.logoPath, 'w92')}
                alt=""
                width={32}
                height={32}
                loading="lazy"
                decoding="async"
              />
              {service.name}
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}
