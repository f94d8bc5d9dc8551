import type { Deps } from '../../deps';
import type { Job } from '../../jobs';
import { expireInvitations } from './invitations';

/** The org domain's scheduled work: closing invitations past their date. */
export const orgJobs = (deps: Deps): Job[] => [{ name: 'org.invitationExpiry', run: (now) => expireInvitations(deps.db, now) }];
