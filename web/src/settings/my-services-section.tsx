import type { MemberSettings } from '@marquee/tmdb-types/library-sharing';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { visitorRegionQueryOptions } from '../lib/visitor-region';
import { watchRegionName, watchRegionsQueryOptions } from '../lib/watch-regions-query';
import { useMemberSettings, useUpdateMemberSettings } from '../member/member-settings';
import { formatCount } from '../member/library-format';
import { myServicesAnchor } from '../member/my-services';
import { FormAlert, FormNotice } from '../ui/form-alert';
import formStyles from '../ui/form.module.css';
import filterStyles from '../ui/filter-field.module.css';
import { failureReason } from '../lib/failure-reason';
import { useRegionServices } from '../lib/region-services';
import { ServiceChoices } from '../ui/service-choices';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

/** The member's region and the services they pay for, which "Only my services" keeps to. */
export function MyServicesSection() {
  const { settings, isLoaded, isError } = useMemberSettings();
  return (
    <SettingsSection title="My services" id={myServicesAnchor}>
      <p className={styles.hint}>
        Only my services, on Movies and TV shows, keeps the lists to what you can stream or watch
        free with these services in your region.
      </p>
      {/* Mounted once the settings are in, so it starts from what was saved and then keeps the
          member's choices, whatever the server answers. */}
      {isLoaded ? (
        <MyServicesForm saved={settings} />
      ) : (
        <p className={styles.hint}>{isError ? '' : 'Loading your settings…'}</p>
      )}
    </SettingsSection>
  );
}

function MyServicesForm({ saved }: { saved: MemberSettings }) {
  const update = useUpdateMemberSettings();
  const regionId = useId();
  const rentBuyId = useId();
  const rentBuyHintId = useId();
  const regions = useQuery(watchRegionsQueryOptions());
  const regionList = regions.data;
  const { data: visitorRegion } = useQuery(visitorRegionQueryOptions());
  // Shown at first, saved only when the member saves: the saved region, else the visitor's
  // country when the catalogue lists services there.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const region =
    picked ??
    saved.watch_region ??
    (regionList?.some((each) => each.iso_3166_1 === visitorRegion) ? visitorRegion : undefined) ??
    '';
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(saved.watch_providers));
  const [countRentBuy, setCountRentBuy] = useState(saved.count_rent_buy);
  const services = useRegionServices(region);
  const regionName = watchRegionName(regionList, region);
  const ready = region === '' || services.status === 'ready';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    // What the boxes show: a service chosen in another region is not among them.
    const shown = services.status === 'ready' ? services.services : [];
    const providers = shown
      .map((service) => service.id)
      .filter((id) => chosen.has(id))
      .sort((a, b) => a - b);
    update.mutate({
      watch_region: region === '' ? null : region,
      watch_providers: providers,
      count_rent_buy: countRentBuy,
    });
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={update.isPending}>
      <div className={`${filterStyles.field} ${styles.stackedField}`}>
        <label htmlFor={regionId}>Region</label>
        <select
          id={regionId}
          value={region}
          disabled={regionList === undefined}
          onChange={(event) => setPicked(event.target.value)}
        >
          <option value="">
            {regionList !== undefined
              ? 'Choose a region'
              : regions.isError
                ? 'No regions'
                : 'Loading regions…'}
          </option>
          {(regionList ?? []).map((each) => (
            <option key={each.iso_3166_1} value={each.iso_3166_1}>
              {each.english_name}
            </option>
          ))}
        </select>
      </div>
      {regions.isError && (
        <FormAlert>Couldn't load the regions: {failureReason(regions.error)}</FormAlert>
      )}
      <ServiceChoices
        regionName={regionName}
        services={services}
        chosen={chosen}
        onChange={setChosen}
      />
      <div>
        <div className={styles.checkbox}>
          <input
            id={rentBuyId}
            type="checkbox"
            checked={countRentBuy}
            aria-describedby={rentBuyHintId}
            onChange={(event) => setCountRentBuy(event.target.checked)}
          />
          <label htmlFor={rentBuyId}>Count rent and buy</label>
        </div>
        <p id={rentBuyHintId} className={styles.hint}>
          Titles you can only rent or buy on your services count as on them.
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={update.isPending || !ready}>
          Save services
        </button>
      </div>
      {update.isSuccess && (
        <FormNotice>
          {update.data.watch_region === null
            ? 'Saved: no region chosen.'
            : `Saved: ${formatCount(update.data.watch_providers.length, 'service')} in ${watchRegionName(regionList, update.data.watch_region)}.`}
        </FormNotice>
      )}
      {update.isError && (
        <FormAlert>Couldn't save your services: {failureReason(update.error)}</FormAlert>
      )}
    </form>
  );
}
