import { useEffect } from 'react';
import { create } from 'zustand';
import { call } from '#shared/api/client';
import type { SiteConfig } from '#shared/contract/system';
import { getSiteConfig } from '#shared/contract/refs/system';
import type { Lang } from '#shared/rules/texts';

/**
 * Footer and contact data (service phone, hours, ICP record number) from
 * `site/getConfig`, loaded once and shared by the footer, the not-found page,
 * the home page and the member centre.
 */
interface SiteConfigState {
  config: SiteConfig | null;
  failed: boolean;
}

const useStore = create<SiteConfigState>(() => ({ config: null, failed: false }));
let pending: Promise<void> | null = null;

export function loadSiteConfig(): Promise<void> {
  pending ??= call(getSiteConfig, {})
    .then((config) => useStore.setState({ config, failed: false }))
    .catch(() => {
      pending = null; // a later mount may try again
      useStore.setState({ failed: true });
    });
  return pending;
}

export function useSiteConfig(): SiteConfigState {
  const state = useStore();
  useEffect(() => {
    if (!state.config) void loadSiteConfig();
  }, [state.config]);
  return state;
}

export const serviceHoursOf = (config: SiteConfig, lang: Lang) => (lang === 'en' ? config.serviceHours.en : config.serviceHours.zh);
