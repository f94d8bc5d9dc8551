import type { WxShareData } from '../../app/wechat/jssdk';

/** The registration links a customer opens; they carry the salesman's code as invitation code. */
export const shareLinks = (origin: string, code: string) => ({
  personal: `${origin}/wx/activityPersonalRegister?invitationCode=${encodeURIComponent(code)}`,
  company: `${origin}/wx/register?invitationCode=${encodeURIComponent(code)}`,
});

type Say = (key: string, vars?: Record<string, string>) => string;

/**
 * The WeChat share card of /spread (decision 0056): forwarding the page sends the salesman's personal
 * sign-up link, so the customer's registration carries their code. The picture the salesman keeps is
 * a data URL, which WeChat cannot fetch: the card shows the portal's icon.
 */
export function spreadShareData(me: { name: string; spreadCode: string; activity: { title: string } | null }, origin: string, t: Say): WxShareData {
  return {
    title: t('shareCard.title', { name: me.name }),
    desc: me.activity ? t('shareCard.descActivity', { activity: me.activity.title, code: me.spreadCode }) : t('shareCard.desc', { code: me.spreadCode }),
    link: shareLinks(origin, me.spreadCode).personal,
    imgUrl: `${origin}/favicon.svg`,
  };
}
