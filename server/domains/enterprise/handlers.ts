import * as c from '#shared/contract/enterprise';
import { handle } from '../../gateway/handler';
import { enterpriseInfoState, submitEnterpriseInfo } from './info';
import { children } from './location';
import { industryOptions, natureOptions, sizeOptions } from './options';

export const enterpriseHandlers = [
  handle(c.getEnterpriseNatureSelect, async ({ lang }) => natureOptions(lang)),
  handle(c.getIndustrySelect, async ({ lang }) => industryOptions(lang)),
  handle(c.getCompanySizeSelect, async ({ lang }) => sizeOptions(lang)),
  handle(c.getProvinces, async ({ deps }) => children(deps.db, null)),
  handle(c.getCities, async ({ deps, params }) => children(deps.db, params.provinceCode)),
  handle(c.getTowns, async ({ deps, params }) => children(deps.db, params.cityCode)),
  handle(c.facDetail, async (ctx) => enterpriseInfoState(ctx.deps, ctx.actor.companyId)),
  handle(c.submitEnterpriseInfo, async (ctx) => submitEnterpriseInfo(ctx.deps, { companyId: ctx.actor.companyId, memberId: ctx.actor.memberId }, ctx.params)),
];
