import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { companyProfileKeys, fetchCompanyProfile } from '@/lib/company-profile';
import { setShopTimeZone, useShopTimeZone } from '@/lib/shop-time-zone';

/**
 * Keeps the zone screens show times in equal to the shop's profile (time_zone), once signed in;
 * answers the zone now in use. A profile that failed to load (offline) reads as empty and leaves
 * the last known zone as it is.
 */
export function useShopTimeZoneSync(isLoggedIn: boolean): string {
  const { data } = useQuery({
    queryKey: companyProfileKeys.value,
    queryFn: fetchCompanyProfile,
    staleTime: 5 * 60_000,
    enabled: isLoggedIn,
  });
  const loaded = data !== undefined && 'time_zone' in data;
  const setting = loaded ? data.time_zone : undefined;
  useEffect(() => {
    if (loaded) setShopTimeZone(setting);
  }, [loaded, setting]);
  return useShopTimeZone((s) => s.timeZone);
}
