import { z } from 'zod';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/**
 * Invitations to join a company (org domain, decision record 0005). facInfo/addFacMember invites a
 * mobile; nobody becomes a member until the person accepts. Before that the company sees only the
 * masked mobile, never the person's name or whether the mobile has an account.
 * Admin side (company admin or the `member.add` button): list and revoke. Invitee side (any
 * signed-in member): their own pending invitations, accept, decline.
 */

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';
/** Days an invitation stays open. */
export const INVITATION_DAYS = 7;

const invitationId = z.number().int().positive().max(2_147_483_647);
const byInvitation = z.object({ invitationId }).strict();

/** What the inviting company sees: the mobile masked (138****0001), no name until accepted. */
export interface SentInvitation {
  invitationId: number;
  maskedMobile: string;
  roles: { roleId: number; name: string }[];
  status: InvitationStatus;
  invitedBy: string;
  invitedAt: string;
  expiresAt: string;
  decidedAt: string | null;
}

/** What the invitee sees. */
export interface ReceivedInvitation {
  invitationId: number;
  companyName: string;
  roles: string[];
  invitedAt: string;
  expiresAt: string;
}

/**
 * Invites a mainland mobile (+86) with the roles the admin chose. The answer is the same whether or
 * not the mobile has an account, so it reveals nothing about the person.
 */
export const addFacMember = command('facInfo/addFacMember', {
  access: 'certified',
  needs: { button: 'member.add' },
  params: z
    .object({ mobile: f.mobile, roleIds: z.array(z.number().int().positive()).max(50).default([]) })
    .strict()
    .superRefine((v, ctx) => {
      if (!f.MOBILE_CN.test(v.mobile)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'rule.register.mobile.format' });
    }),
}).returns<SentInvitation>();

/** The company's invitations, pending first, then the most recently decided (paged). */
export const queryInvitationPage = command('facInvitation/queryPage', {
  access: 'certified',
  needs: { button: 'member.add' },
  paged: true,
  params: z.object({ status: z.enum(['pending', 'accepted', 'declined', 'revoked', 'expired']).optional() }).strict(),
}).returns<{ list: SentInvitation[]; total: number }>();

export const revokeInvitation = command('facInvitation/revoke', { access: 'certified', needs: { button: 'member.add' }, params: byInvitation }).returns<{ status: 'revoked' }>();

/** The signed-in member's pending, unexpired invitations (by their account or their current mobile). */
export const myInvitations = command('memberInvitation/myList', { access: 'member', params: noParams }).returns<ReceivedInvitation[]>();

/** Joins the company with the invited roles; the login's company list then offers it. */
export const acceptInvitation = command('memberInvitation/accept', { access: 'member', params: byInvitation }).returns<{ companyCode: string; companyName: string }>();

export const declineInvitation = command('memberInvitation/decline', { access: 'member', params: byInvitation }).returns<{ status: 'declined' }>();

export const invitationExtensions = ['facInvitation/queryPage', 'facInvitation/revoke', 'memberInvitation/myList', 'memberInvitation/accept', 'memberInvitation/decline'];
