import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every domain's rules texts (src-shared/rules/texts/<domain>.json) as one table, for specs that read them from disk. */
export function ruleTexts(dir = 'src-shared/rules/texts'): Record<string, Record<'zh-CN' | 'en', string>> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, Record<'zh-CN' | 'en', string>>));
}
