/**
 * The H5 areas that load with the routes that show them (routes.ts `ns`), not with every
 * first page: /mobile needs neither the WeChat account texts nor the device texts.
 */
export const h5Areas = import.meta.glob<Record<string, unknown>>('../locales/*/{wx,wxRegister,wxBinding,device,oidc,industryApp,sso,mhome,mmember,factory,activity,spread}.json', { import: 'default' });
