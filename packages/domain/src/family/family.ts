import { z } from 'zod';
import { isEmailAddress } from '../shared/email';
import { isEmpty } from '../shared/empty';
import { rowId, rowText } from '../shared/fields';

// Family members (role 7) and the residents they are linked to (issue 20; spec doc 2 §2.6). A family
// member is a portal user; a link says which resident, how they are related, and what the resident
// shares with them. Every family API answers only for the member's linked residents (another is 404) and
// only what the link shares (anything else is 403 with FAMILY_MESSAGES.notShared).

/** What a resident may share with a family member, in the order staff see the switches. */
export const FAMILY_SHARES = ['activities', 'check_ins', 'health', 'calls'] as const;
export type FamilyShare = (typeof FAMILY_SHARES)[number];

export const FAMILY_SHARE_LABELS: Record<FamilyShare, string> = {
  activities: 'Activities',
  check_ins: 'Check-ins',
  health: 'Health summary',
  calls: 'Calls',
};

/** A new link shares activities and check-ins only: health and calls are the resident's to give. */
export const DEFAULT_FAMILY_SHARES: Record<FamilyShare, boolean> = {
  activities: true,
  check_ins: true,
  health: false,
  calls: false,
};

export const familySharesSchema = z.object({
  activities: z.boolean(),
  check_ins: z.boolean(),
  health: z.boolean(),
  calls: z.boolean(),
});
export type FamilyShares = z.infer<typeof familySharesSchema>;

/** A link as staff see it on the resident's Friends & Family section. */
export const familyLinkSchema = z.object({
  portal_user_id: rowId,
  user_id: rowId,
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  relationship: rowText,
  shares: familySharesSchema,
  /** False until the family member has chosen a password from the invitation. */
  has_signed_in: z.boolean(),
  created_at: z.string(),
});
export type FamilyLink = z.infer<typeof familyLinkSchema>;

export const FAMILY_RELATIONSHIP_MAX = 60;

export const familyInviteInputSchema = z.object({
  email: z.string().max(320),
  firstname: z.string().max(100),
  surname: z.string().max(100),
  relationship: z.string().max(FAMILY_RELATIONSHIP_MAX),
  shares: familySharesSchema.optional(),
});
export type FamilyInviteInput = z.infer<typeof familyInviteInputSchema>;

export const familyLinkUpdateSchema = z.object({
  relationship: z.string().max(FAMILY_RELATIONSHIP_MAX).optional(),
  shares: familySharesSchema.partial().optional(),
});
export type FamilyLinkUpdate = z.infer<typeof familyLinkUpdateSchema>;

// The spec gives no wording for these; they say what happened and what to do, like its other messages.
export const FAMILY_MESSAGES = {
  emailMissing: 'Email cannot be empty.',
  emailInvalid: 'Enter a valid email address.',
  firstnameMissing: 'First name cannot be empty.',
  surnameMissing: 'Last name cannot be empty.',
  relationshipMissing: 'Relationship cannot be empty.',
  /** The address belongs to a staff account, or to a family member of another organisation. */
  emailTaken: 'This email address belongs to another account and cannot be invited as family.',
  alreadyLinked: 'This family member is already linked to this resident.',
  invited: 'Invitation sent.',
  linked: 'Family member linked; they can sign in with their existing password.',
  removed: 'Family member removed.',
  sharesSaved: 'Sharing saved.',
  notShared: 'The resident does not share this with you.',
  noResidents: 'Your account is not linked to a resident yet. Ask the care home to link it.',
} as const;

/** The invitation form's rules, in the form's order; the first failure is shown on its field. */
export function validateFamilyInvite(
  input: FamilyInviteInput,
): { field: keyof FamilyInviteInput; message: string } | null {
  if (isEmpty(input.email)) return { field: 'email', message: FAMILY_MESSAGES.emailMissing };
  if (!isEmailAddress(input.email.trim())) return { field: 'email', message: FAMILY_MESSAGES.emailInvalid };
  if (isEmpty(input.firstname)) return { field: 'firstname', message: FAMILY_MESSAGES.firstnameMissing };
  if (isEmpty(input.surname)) return { field: 'surname', message: FAMILY_MESSAGES.surnameMissing };
  if (isEmpty(input.relationship))
    return { field: 'relationship', message: FAMILY_MESSAGES.relationshipMissing };
  return null;
}

/** A resident as their family member sees them: who, where, and what is shared. */
export const familyResidentSchema = z.object({
  user_id: rowId,
  firstname: rowText,
  surname: rowText,
  facility_name: rowText,
  relationship: rowText,
  shares: familySharesSchema,
  /** The tablet's state, for Help User: whether there is one at all. */
  has_tablet: z.boolean(),
});
export type FamilyResident = z.infer<typeof familyResidentSchema>;

export const familyResidentsSchema = z.object({ items: z.array(familyResidentSchema) });
