import { addH5Areas } from './h5-areas';

/** The H5 areas only the routes outside the WeChat menu show (src-mobile/app/routes-rest.ts imports this). */
addH5Areas(import.meta.glob<Record<string, unknown>>('../locales/*/{wxVariant,wxRegister,wxBinding,oidc,industryApp,sso,mmember,factory}.json', { import: 'default' }));
