import * as i from '#shared/contract/invitation';
import { handle } from '../../gateway/handler';
import { orgActor } from './actor';
import { acceptInvitation, declineInvitation, myInvitations } from './invitation-answers';
import { inviteMember, listInvitations, revokeInvitation } from './invitations';

/**
 * Invitations (decision record 0005). The company's side needs the admin or the `member.add`
 * button; the invitee's side any signed-in member, acting on invitations addressed to them only.
 */
export const invitationHandlers = [
  handle(i.addFacMember, async (ctx) => inviteMember(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params)),
  handle(i.queryInvitationPage, async (ctx) => {
    const actor = orgActor(ctx);
    return listInvitations(ctx.deps.db, ctx.deps.clock.now(), actor.companyId, ctx.params, ctx.page, ctx.rows);
  }),
  handle(i.revokeInvitation, async (ctx) => revokeInvitation(ctx.deps.db, ctx.deps.clock.now(), orgActor(ctx), ctx.params.invitationId)),
  handle(i.myInvitations, async (ctx) => myInvitations(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId)),
  handle(i.acceptInvitation, async (ctx) => acceptInvitation(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId, ctx.params.invitationId)),
  handle(i.declineInvitation, async (ctx) => declineInvitation(ctx.deps.db, ctx.deps.clock.now(), ctx.actor.memberId, ctx.params.invitationId)),
];
