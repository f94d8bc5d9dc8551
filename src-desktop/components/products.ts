import type { ComponentType, SVGProps } from 'react';
import { BoxIcon, CapacityIcon, CartIcon, CodeIcon, DashboardIcon, FinanceIcon, LayersIcon, LeaseIcon, ToolIcon } from './icons';

/**
 * The spec's product pages, in the order the header, footer and home page
 * show them. Names and summaries: desktop:product.<key>.name / .summary.
 */
export interface Product {
  key: 'esp' | 'mall' | 'wis' | 'box' | 'financial' | 'leasing' | 'platform' | 'openApi' | 'solution';
  path: string;
  Icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
}

export const products: readonly Product[] = [
  { key: 'esp', path: '/esp', Icon: CapacityIcon },
  { key: 'mall', path: '/mall', Icon: CartIcon },
  { key: 'wis', path: '/wis', Icon: DashboardIcon },
  { key: 'box', path: '/box', Icon: BoxIcon },
  { key: 'financial', path: '/financial', Icon: FinanceIcon },
  { key: 'leasing', path: '/leasing', Icon: LeaseIcon },
  { key: 'platform', path: '/platform', Icon: ToolIcon },
  { key: 'openApi', path: '/openApi', Icon: CodeIcon },
  { key: 'solution', path: '/solution', Icon: LayersIcon },
];

/** Other public pages the header and footer link to. */
export const siteLinks = [
  { key: 'cases', path: '/case' },
  { key: 'news', path: '/news' },
  { key: 'about', path: '/about' },
] as const;

/** Further product pages, listed under the products panel by their route titles (routes:<name>). */
export const moreProductLinks = [
  { name: 'biz', path: '/biz' },
  { name: 'i5os', path: '/i5os' },
  { name: 'businessV1', path: '/business/v1' },
  { name: 'introduceBigdata', path: '/introduce/bigdata' },
  { name: 'promise', path: '/promise' },
] as const;
