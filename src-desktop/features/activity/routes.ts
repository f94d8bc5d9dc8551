import type { DesktopRoute } from '../../app/route-types';

/** Activities: the lottery on the public site, the exposition draw and the invitation-code draw standalone. */
export const activityRoutes: DesktopRoute[] = [
  { path: '/lotteryDraw', name: 'lotteryDraw', guard: 'public', layout: 'shell', ns: ['activity'], page: () => import('./LotteryDrawPage') },
  { path: '/expositionDraw', name: 'expositionDraw', guard: 'public', layout: 'standalone', ns: ['activity'], page: () => import('./ExpositionDrawPage') },
  { path: '/invitation', name: 'invitation', guard: 'public', layout: 'standalone', ns: ['activity', 'spread'], page: () => import('./InvitationPage') },
];
