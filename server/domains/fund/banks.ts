import type { Lang } from '#shared/rules/texts';
import type { Ctx } from '../../gateway/handler';
import { BANKS, branchesOf, PROVINCES } from './reference-data';
import { fundScope } from './scope';

/** The bank reference lists, in the reader's language. */
const name = (x: { nameZh: string; nameEn: string }, lang: Lang) => (lang === 'en' ? x.nameEn : x.nameZh);
const matches = (x: { nameZh: string; nameEn: string }, q?: string) => !q || x.nameZh.includes(q) || x.nameEn.toLowerCase().includes(q.toLowerCase());

export function banks(ctx: Ctx<unknown>) {
  fundScope(ctx);
  return BANKS.map((b) => ({ code: b.code, name: name(b, ctx.lang) }));
}

export function corBanks(ctx: Ctx<unknown>) {
  fundScope(ctx);
  return BANKS.map((b) => ({ code: b.code, name: name(b, ctx.lang), clearingCode: b.clearingCode }));
}

export function pagedBanks(ctx: Ctx<{ name?: string }>) {
  fundScope(ctx);
  const all = BANKS.filter((b) => matches(b, ctx.params.name));
  const list = all.slice((ctx.page - 1) * ctx.rows, ctx.page * ctx.rows).map((b) => ({ code: b.code, name: name(b, ctx.lang) }));
  return { list, total: all.length };
}

export function provinces(ctx: Ctx<unknown>) {
  fundScope(ctx);
  return PROVINCES.map((p) => ({ code: p.code, name: name(p, ctx.lang) }));
}

export function cities(ctx: Ctx<{ provinceCode: string }>) {
  fundScope(ctx);
  const p = PROVINCES.find((x) => x.code === ctx.params.provinceCode);
  return (p?.cities ?? []).map((c) => ({ code: c.code, name: name(c, ctx.lang) }));
}

export function branchPage(ctx: Ctx<{ bankCode: string; cityCode: string; name?: string }>) {
  fundScope(ctx);
  const all = branchesOf(ctx.params.bankCode, ctx.params.cityCode).filter((b) => matches(b, ctx.params.name));
  const list = all.slice((ctx.page - 1) * ctx.rows, ctx.page * ctx.rows).map((b) => ({ code: b.code, name: name(b, ctx.lang) }));
  return { list, total: all.length };
}

/** Branches of a bank anywhere (or in one city) whose name contains the query, at most 50. */
export function branchesByName(ctx: Ctx<{ bankCode: string; name: string; cityCode?: string }>) {
  fundScope(ctx);
  const cityCodes = ctx.params.cityCode ? [ctx.params.cityCode] : PROVINCES.flatMap((p) => p.cities.map((c) => c.code));
  return cityCodes
    .flatMap((c) => branchesOf(ctx.params.bankCode, c))
    .filter((b) => matches(b, ctx.params.name))
    .slice(0, 50)
    .map((b) => ({ code: b.code, name: name(b, ctx.lang) }));
}
