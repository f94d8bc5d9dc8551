/** The finance domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (finance). */
import * as c from '#shared/contract/finance';
import { handle } from '../../gateway/handler';
import { applyDetail, detailWeb, memberSubmit, touristSubmit } from './applications';
import { menus } from './menus';

export const financeHandlers = [
  handle(c.getIndustrySelect, async ({ lang }) => menus.industry(lang)),
  handle(c.getGoodLinkTime, async ({ lang }) => menus.goodLinkTime(lang)),
  handle(c.getPlannedFinanceSize, async ({ lang }) => menus.scale(lang)),
  handle(c.getAcceptFinanceCost, async ({ lang }) => menus.cost(lang)),
  handle(c.getGuaranteeMethod, async ({ lang }) => menus.guarantee(lang)),
  handle(c.getRentDeviceType, async ({ lang }) => menus.deviceType(lang)),
  handle(c.getRentDeviceCount, async ({ lang }) => menus.deviceCount(lang)),
  handle(c.getRentIndustry, async ({ lang }) => menus.industry(lang)),
  handle(c.getRentFinanceMoney, async ({ lang }) => menus.scale(lang)),
  handle(c.getRentType, async ({ lang }) => menus.rentType(lang)),
  handle(c.getRentAcceptMoneyRates, async ({ lang }) => menus.cost(lang)),
  handle(c.getRentRegisteredCapital, async ({ lang }) => menus.capital(lang)),
  handle(c.getRentEnterpriseNature, async ({ lang }) => menus.nature(lang)),
  handle(c.getRentEmployeeCount, async ({ lang }) => menus.employeeCount(lang)),
  handle(c.getRentGuaranteeMethod, async ({ lang }) => menus.guarantee(lang)),
  handle(c.getRentFactoryArea, async ({ lang }) => menus.factoryArea(lang)),
  handle(c.getRentSalesCount, async ({ lang }) => menus.sales(lang)),
  handle(c.getRentSuccessfulCooperation, async ({ lang }) => menus.cooperation(lang)),
  handle(c.getRequirementMenu, async ({ lang }) => menus.requirement(lang)),
  handle(c.getBrandMenu, async ({ lang }) => menus.brand(lang)),
  handle(c.getModelMenu, async ({ params, lang }) => menus.model(params.brand, lang)),

  handle(c.applyDetail, async (ctx) => applyDetail(ctx)),
  handle(c.detailWeb, async (ctx) => detailWeb(ctx)),
  handle(c.submitApply, async (ctx) => memberSubmit(ctx, 'finance')),
  handle(c.loginSubmitApply, async (ctx) => memberSubmit(ctx, 'lease')),
  handle(c.purchaseSubmitApply, async (ctx) => memberSubmit(ctx, 'purchase')),
  handle(c.productivitySubmitApply, async (ctx) => memberSubmit(ctx, 'productivity')),
  handle(c.touristSubmitApply, async (ctx) => touristSubmit(ctx)),
];
