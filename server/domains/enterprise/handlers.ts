import * as c from '../../../src-shared/contract/enterprise';
import { handle, type Ctx } from '../../gateway/handler';
import { enterpriseInfoState, submitEnterpriseInfo } from './info';
import { children } from './location';
import { industryOptions, natureOptions, sizeOptions } from './options';

/** Enterprise commands run with a company (the gateway checked the 'enterprise' level). */
const company = (ctx: Ctx<unknown>) => ({ companyId: ctx.principal!.companyId!, memberId: ctx.principal!.memberId! });

export const enterpriseHandlers = [
  handle(c.getEnterpriseNatureSelect, async ({ lang }) => natureOptions(lang)),
  handle(c.getIndustrySelect, async ({ lang }) => industryOptions(lang)),
  handle(c.getCompanySizeSelect, async ({ lang }) => sizeOptions(lang)),
  handle(c.getProvinces, async ({ deps }) => children(deps.db, null)),
  handle(c.getCities, async ({ deps, params }) => children(deps.db, params.provinceCode)),
  handle(c.getTowns, async ({ deps, params }) => children(deps.db, params.cityCode)),
  handle(c.facDetail, async (ctx) => enterpriseInfoState(ctx.deps, company(ctx).companyId)),
  handle(c.submitEnterpriseInfo, async (ctx) => submitEnterpriseInfo(ctx.deps, company(ctx), ctx.params)),
];
