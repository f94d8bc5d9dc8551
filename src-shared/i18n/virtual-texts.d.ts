/** One language's rules texts (a domain's, or the H5 first paint's / rest), from src-shared/rules/texts/*.json by scripts/texts-split.mjs (client builds only). */
declare module 'virtual:texts/*' {
  const texts: Record<string, string>;
  export default texts;
}

/** Per language and domain, the loader of that domain's rules texts (the desktop's areas load them with the namespace). */
declare module 'virtual:texts/loaders' {
  const loaders: Record<'zh-CN' | 'en', Record<string, () => Promise<{ default: Record<string, string> }>>>;
  export default loaders;
}
