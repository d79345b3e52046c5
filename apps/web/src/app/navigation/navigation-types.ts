import type { ComponentType } from 'react';
import type { FeatureFlag } from '@oim/shared/feature-flags';
import type { Permission } from '@oim/shared/permissions';
import type { MenuSection } from '@/lib/menu-settings';

/** Spec 3 'Menu item': type (link, dropdown, subheading), label, route, children. */
type ItemBase = {
  label: string;
  icon?: ComponentType<{ fontSize?: 'small' | 'medium' | 'inherit' }>;
  /** Every permission named is needed; an empty or missing list is no restriction. */
  permissions?: readonly Permission[];
  /** The feature flag that must be on. */
  flag?: FeatureFlag;
};

export type NavigationLink = ItemBase & { type: 'link'; route: string };

export type NavigationDropdown = ItemBase & {
  type: 'dropdown';
  children: readonly NavigationItem[];
  /** Entries inside can be hidden one by one through the stored menu settings of this section. */
  section?: MenuSection;
};

export type NavigationSubheading = { type: 'subheading'; label: string; children: readonly NavigationItem[] };

export type NavigationItem = NavigationLink | NavigationDropdown | NavigationSubheading;
