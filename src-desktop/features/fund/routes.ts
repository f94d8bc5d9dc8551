import type { DesktopRoute } from '../../app/route-types';

/**
 * The company fund account. The menu's "capital account management" lists my account,
 * bank card management and transaction records; the flows started from them highlight my account.
 * Every page needs a certified company (the guard explains otherwise, with the spec's texts).
 */
const flow = (path: string, name: string, page: DesktopRoute['page']): DesktopRoute => ({
  path,
  name,
  guard: 'certified',
  layout: 'member',
  menuActive: '/memberCenter/bankrollAccount',
  ns: ['fund'],
  page,
});

export const fundRoutes: DesktopRoute[] = [
  { path: '/memberCenter/bankrollAccount', name: 'bankrollAccount', guard: 'certified', layout: 'member', menuGroup: 'capital', ns: ['fund'], page: () => import('./BankrollPage') },
  { path: '/memberCenter/bankCardList', name: 'bankCardList', guard: 'certified', layout: 'member', menuGroup: 'capital', ns: ['fund'], page: () => import('./BankCardPage') },
  // Withdrawals above the company's threshold wait here for a second member (decision 0052); shown to holders of capital.approve.
  {
    path: '/memberCenter/withdrawalApproval',
    name: 'withdrawalApproval',
    guard: 'certified',
    layout: 'member',
    menuGroup: 'capital',
    menuPage: 'fundApproval',
    ns: ['fund'],
    page: () => import('./ApprovalPage'),
  },
  { path: '/memberCenter/recordList', name: 'recordList', guard: 'certified', layout: 'member', menuGroup: 'capital', ns: ['fund'], page: () => import('./RecordPage') },
  flow('/memberCenter/openAccount', 'openAccount', () => import('./OpenAccountPage')),
  flow('/memberCenter/setAccount', 'setAccount', () => import('./SetAccountPage')),
  flow('/memberCenter/deposit', 'deposit', () => import('./DepositPage')),
  flow('/memberCenter/withdrawCash', 'withdrawCash', () => import('./WithdrawPage')),
  flow('/memberCenter/repayment', 'repayment', () => import('./RepaymentPage')),
];
