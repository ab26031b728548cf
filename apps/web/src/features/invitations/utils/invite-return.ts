/** `/creators/:id?invite=1`: the profile opens its invitation dialog for an enterprise arriving there. */
export const INVITE_PARAM = 'invite';

/** Where a visitor or an enterprise without open jobs comes back to, to invite this creator. */
export const inviteReturnPath = (creatorId: string) => `/creators/${creatorId}?${INVITE_PARAM}=1`;
