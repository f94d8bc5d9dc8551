/** The H5 build's en texts: the same areas as h5-zh-CN.ts. */
export default import.meta.glob<Record<string, unknown>>('../locales/en/{common,mobile,mroutes,wx,device}.json', { eager: true, import: 'default' });
