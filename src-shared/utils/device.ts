/** User-agent checks used by the shells and the 14/15 handling. */
export const isWeChat = (ua: string = navigator.userAgent) => /MicroMessenger/i.test(ua);
export const isPhone = (ua: string = navigator.userAgent) => /Android|iPhone|iPod|Windows Phone|Mobile|MicroMessenger/i.test(ua);
export const isIOS = (ua: string = navigator.userAgent) => /iPhone|iPad|iPod/i.test(ua);
