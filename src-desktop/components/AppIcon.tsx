import { AlertIcon, CartIcon, CheckIcon, ChipIcon, DashboardIcon, FactoryIcon, FinanceIcon, GlobeIcon, LayersIcon, SignalIcon, ToolIcon, AppsIcon } from './icons';

/** The icon of a catalogue app (app_catalogue.icon), for the factory apps page and the worktable. */
const ICONS: Record<string, typeof AppsIcon> = {
  factory: FactoryIcon,
  wallet: FinanceIcon,
  chart: DashboardIcon,
  screen: DashboardIcon,
  gauge: DashboardIcon,
  cart: CartIcon,
  monitor: SignalIcon,
  bolt: ChipIcon,
  check: CheckIcon,
  tool: ToolIcon,
  clipboard: LayersIcon,
  leaf: GlobeIcon,
  bell: AlertIcon,
};

export function AppIcon({ icon, size = 22 }: { icon: string; size?: number }) {
  const Icon = ICONS[icon] ?? AppsIcon;
  return <Icon size={size} />;
}

/** Opens an app: its own pages through the router, other sites in a new tab. */
export const isExternalUrl = (url: string) => /^https?:\/\//.test(url);
