/**
 * Device model pages: the model list with a search by model number or name, and
 * one model's page content. An unknown model is 1005 with the model named in the text.
 * Field staff submissions with photos (submissions.ts).
 */
import * as d from '#shared/contract/device';
import { ErrorCode } from '#shared/contract/errors';
import { AppError } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { detailOf, findModel, listModels } from './store';
import { mySubmissions, submitReport } from './submissions';

export const deviceHandlers = [
  handle(d.getModelList, async ({ deps, lang, params }) => listModels(deps.db, lang, params)),
  handle(d.getModelDetail, async ({ deps, lang, params }) => {
    const row = await findModel(deps.db, params.model);
    if (!row) throw new AppError(ErrorCode.notFound, 'device.model.notFound', { model: params.model }, 'model');
    return detailOf(row, lang);
  }),
  handle(d.submitReport, async ({ deps, actor, params }) => submitReport(deps, actor.memberId, params)),
  handle(d.getMySubmissions, async ({ deps, actor, page, rows }) => mySubmissions(deps, actor.memberId, page, rows)),
];
