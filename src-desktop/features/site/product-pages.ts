/**
 * The product pages as data: which locale entry (site:products.<key>) a path shows and where
 * its calls to action lead. Texts live in the locale files; every link is a real route.
 */
export type ProductKey = 'about' | 'esp' | 'leasing' | 'leasingEn' | 'mall' | 'biz' | 'box' | 'wis' | 'i5os' | 'solution' | 'financial' | 'promise' | 'platform' | 'businessV1' | 'introduceBigdata' | 'openApi';

export interface ProductAction {
  /** site:productActions.<label> */
  label: string;
  to: string;
}

export interface ProductPageDef {
  key: ProductKey;
  path: string;
  /** The hero's buttons: the first is the primary one. */
  actions: ProductAction[];
  /** Related pages linked at the end. */
  related: ProductAction[];
}

const register = { label: 'registerCompany', to: '/register' };
const login = { label: 'login', to: '/login' };
const cases = { label: 'cases', to: '/case' };
/** The finance product pages lead to their application forms (visitors may apply too). */
const leaseApply = { label: 'leaseApply', to: '/LeaseApply' };

export const productPages: ProductPageDef[] = [
  {
    key: 'about',
    path: '/about',
    actions: [register, { label: 'cases', to: '/case' }],
    related: [
      { label: 'news', to: '/news' },
      { label: 'solution', to: '/solution' },
    ],
  },
  { key: 'esp', path: '/esp', actions: [register, login], related: [{ label: 'demoOrder', to: '/business/v1?orderSn=DD202611180001' }, cases] },
  { key: 'leasing', path: '/leasing', actions: [leaseApply, { label: 'leasingEn', to: '/leasing/en' }], related: [{ label: 'box', to: '/box' }, cases] },
  { key: 'leasingEn', path: '/leasing/en', actions: [leaseApply, { label: 'leasingZh', to: '/leasing' }], related: [{ label: 'about', to: '/about' }] },
  { key: 'mall', path: '/mall', actions: [register, login], related: [{ label: 'esp', to: '/esp' }, cases] },
  { key: 'biz', path: '/biz', actions: [register, { label: 'demoOrder', to: '/business/v1?orderSn=DD202611180001' }], related: [{ label: 'esp', to: '/esp' }, cases] },
  { key: 'box', path: '/box', actions: [register, login], related: [{ label: 'solution', to: '/solution' }, cases] },
  { key: 'wis', path: '/wis', actions: [{ label: 'wisTrial', to: '/wis#wis-editions' }, register], related: [{ label: 'box', to: '/box' }, cases] },
  { key: 'i5os', path: '/i5os', actions: [register, { label: 'openApi', to: '/openApi' }], related: [{ label: 'box', to: '/box' }] },
  { key: 'solution', path: '/solution', actions: [register, cases], related: [{ label: 'about', to: '/about' }] },
  {
    key: 'financial',
    path: '/financial',
    actions: [
      { label: 'financeApply', to: '/finance' },
      { label: 'purchaseApply', to: '/purchase' },
    ],
    related: [{ label: 'productivityApply', to: '/productivity' }, { label: 'leasing', to: '/leasing' }, { label: 'leaseApply', to: '/LeaseApply' }, cases],
  },
  { key: 'promise', path: '/promise', actions: [register, { label: 'memberCenter', to: '/memberCenter' }], related: [{ label: 'about', to: '/about' }] },
  { key: 'platform', path: '/platform', actions: [register, login], related: [{ label: 'box', to: '/box' }, cases] },
  { key: 'businessV1', path: '/business/v1', actions: [{ label: 'demoOrder', to: '/business/v1?orderSn=DD202611180001#order-flow' }, register], related: [{ label: 'esp', to: '/esp' }] },
  { key: 'introduceBigdata', path: '/introduce/bigdata', actions: [register, { label: 'openApi', to: '/openApi' }], related: [{ label: 'solution', to: '/solution' }] },
  { key: 'openApi', path: '/openApi', actions: [{ label: 'developer', to: '/openApi#developer' }, login], related: [{ label: 'i5os', to: '/i5os' }] },
];

export const productPageOf = (pathname: string) => productPages.find((p) => p.path.toLowerCase() === pathname.replace(/\/$/, '').toLowerCase());
