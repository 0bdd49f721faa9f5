import type { MemberSettings } from '@marquee/tmdb-types/library-sharing';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { visitorRegionQueryOptions } from '../lib/visitor-region';
import { watchRegionName, watchRegionsQueryOptions } from '../lib/watch-regions-query';
import { useMemberSettings, useUpdateMemberSettings } from '../member/member-settings';
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
  const intl = useIntl();
  const { settings, isLoaded, isError } = useMemberSettings();
  return (
    <SettingsSection
      title={intl.formatMessage({ id: 'settings.myServices.title' })}
      id={myServicesAnchor}
    >
      <p className={styles.hint}>
        <FormattedMessage id="settings.myServices.hint" />
      </p>
      {/* Mounted once the settings are in, so it starts from what was saved and then keeps the
          member's choices, whatever the server answers. */}
      {isLoaded ? (
        <MyServicesForm saved={settings} />
      ) : (
        <p className={styles.hint}>
          {isError ? '' : <FormattedMessage id="settings.myServices.loading" />}
        </p>
      )}
    </SettingsSection>
  );
}

function MyServicesForm({ saved }: { saved: MemberSettings }) {
  const intl = useIntl();
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
        <label htmlFor={regionId}>
          <FormattedMessage id="settings.myServices.region" />
        </label>
        <select
          id={regionId}
          value={region}
          disabled={regionList === undefined}
          onChange={(event) => setPicked(event.target.value)}
        >
          <option value="">
            {intl.formatMessage({
              id:
                regionList !== undefined
                  ? 'settings.myServices.chooseRegion'
                  : regions.isError
                    ? 'settings.myServices.noRegions'
                    : 'settings.myServices.loadingRegions',
            })}
          </option>
          {(regionList ?? []).map((each) => (
            <option key={each.iso_3166_1} value={each.iso_3166_1}>
              {each.english_name}
            </option>
          ))}
        </select>
      </div>
      {regions.isError && (
        <FormAlert>
          <FormattedMessage
            id="settings.myServices.regionsFailed"
            values={{ reason: failureReason(regions.error) }}
          />
        </FormAlert>
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
          <label htmlFor={rentBuyId}>
            <FormattedMessage id="settings.myServices.countRentBuy" />
          </label>
        </div>
        <p id={rentBuyHintId} className={styles.hint}>
          <FormattedMessage id="settings.myServices.countRentBuyHint" />
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={update.isPending || !ready}>
          <FormattedMessage id="settings.myServices.save" />
        </button>
      </div>
      {update.isSuccess && (
        <FormNotice>
          {update.data.watch_region === null ? (
            <FormattedMessage id="settings.myServices.savedNoRegion" />
          ) : (
            <FormattedMessage
              id="settings.myServices.saved"
              values={{
                count: update.data.watch_providers.length,
                region: watchRegionName(regionList, update.data.watch_region),
              }}
            />
          )}
        </FormNotice>
      )}
      {update.isError && (
        <FormAlert>
          <FormattedMessage
            id="settings.myServices.saveFailed"
            values={{ reason: failureReason(update.error) }}
          />
        </FormAlert>
      )}
    </form>
  );
}
