import { z } from 'zod';
import * as r from '../rules/centre-fields';
import { command, noParams } from './command';

/** Enterprise info (businessInfo), its option lists and the location cascade. */

export interface Option {
  value: string;
  label: string;
}
export interface Division {
  code: string;
  name: string;
}

export const getEnterpriseNatureSelect = command('facInfo/getEnterpriseNatureSelect', { access: 'public', params: noParams }).returns<Option[]>();
export const getIndustrySelect = command('facInfo/getIndustrySelect', { access: 'public', params: noParams }).returns<Option[]>();
export const getCompanySizeSelect = command('facInfo/getCompanySizeSelect', { access: 'public', params: noParams }).returns<Option[]>();

export const getProvinces = command('location/getProvinces', { access: 'public', params: noParams }).returns<Division[]>();
export const getCities = command('location/getCities', { access: 'public', params: z.object({ provinceCode: r.division }).strict() }).returns<Division[]>();
export const getTowns = command('location/getTowns', { access: 'public', params: z.object({ cityCode: r.division }).strict() }).returns<Division[]>();

export const enterpriseInfoParams = z.object(r.enterpriseInfoFields).strict();
export type EnterpriseInfoInput = z.input<typeof enterpriseInfoParams>;

export type EnterpriseInfoStatus = 'toBeCompleted' | 'underReview' | 'rejected' | 'approved';
export interface EnterpriseInfo extends z.output<typeof enterpriseInfoParams> {
  /** Names of the chosen divisions, for display. */
  provinceName: string;
  cityName: string;
  areaName: string;
}
export interface EnterpriseInfoState {
  status: EnterpriseInfoStatus;
  info: EnterpriseInfo | null;
  rejectReason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
}

/** The company's enterprise info and its review state (toBeCompleted when never submitted). */
export const facDetail = command('facInfo/facDetail', { access: 'enterprise', params: noParams }).returns<EnterpriseInfoState>();

/**
 * Submits the enterprise info for review (our name: the spec lists no command for it).
 * Allowed when to be completed or rejected; 1006 while under review or once approved.
 */
export const submitEnterpriseInfo = command('facInfo/submitEnterpriseInfo', { access: 'enterprise', needs: { button: 'businessInfo.edit' }, params: enterpriseInfoParams }).returns<EnterpriseInfoState>();

/** This module's commands that are ours, not the spec's. */
export const enterpriseExtensions: string[] = ['facInfo/submitEnterpriseInfo'];
