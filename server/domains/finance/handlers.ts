/**
 * Finance applications (webFinance): financial service (/finance), equipment lease (/LeaseApply),
 * purchase finance (/purchase) and productivity finance (no page in the spec; command only).
 *
 * Decisions where the spec is silent:
 * - Menus are configuration in both languages (menus.ts), answered in the request's language.
 *   Amounts "in 10K yuan" travel and are stored as integer counts of 10K yuan; the planned
 *   financing scale and the lease finance amount are chosen from the scale menu.
 * - Visitors submit with touristSubmitApply (finance, lease or purchase) and an SMS code sent to
 *   the main contact's mobile (webMember/getSmsCode, purpose 'finance', mainland numbers only);
 *   a mobile may submit 3 applications a day (1004 after that). They get an application number
 *   and can look it up with detailWeb (number + mobile, status and reason only). A visitor whose
 *   application did not pass submits a new one; resubmission is a member's.
 * - Members: submitApply (finance), loginSubmitApply (lease), purchaseSubmitApply and
 *   productivitySubmitApply need a signed-in member of a real-name certified company; others get
 *   1003 with the spec's "finance requires enterprise login and real-name first". The
 *   application belongs to the company: one awaits its result at a time per kind (1006 while
 *   submitted, settled by a partial unique index); after "not passed" the next submit is the
 *   resubmission of that same application (the state machine's notPassed -> submitted); after
 *   "passed" a new submit starts a new application.
 * - applyDetail takes the kind (default finance) and answers the caller's eligibility with the
 *   company's latest application, so the page can say why a member cannot apply.
 * - Operators decide in the console's "financeApply" queue; a company is told by in-site
 *   message, a visitor by SMS (in Chinese).
 */
import * as c from '../../../src-shared/contract/finance';
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
