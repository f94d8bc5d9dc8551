/** One language's texts table, generated from src-shared/rules/texts.json by scripts/texts-split.mjs (client builds only). */
declare module 'virtual:texts/*' {
  const texts: Record<string, string>;
  export default texts;
}
