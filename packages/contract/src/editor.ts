/**
 * The newsroom (issue 32): roles, the editors' inbox and the audit log. Travellers never see any
 * of it (content spec §6 shows no roles); every call here checks the caller's role on the server.
 */
import { z } from 'zod';
import { paged } from './content.ts';
import { entityId } from './ids.ts';
import { maxCharacters, text } from './text.ts';

export const USER_ROLES = ['traveller', 'editor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRole = z.enum(USER_ROLES);

/** What each role may do beyond a traveller's: editors run the desk, admins also give roles. */
export const ROLE_RANK: Record<UserRole, number> = { traveller: 0, editor: 1, admin: 2 };

export const INBOX_KINDS = ['submission', 'contact'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** new → in_review → accepted | rejected | answered. Only a submission can be accepted. */
export const INBOX_STATUSES = ['new', 'in_review', 'accepted', 'rejected', 'answered'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const inboxStatus = z.enum(INBOX_STATUSES);

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  in_review: 'In review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  answered: 'Answered',
};

export const EDITOR_LIMITS = {
  maxReasonLength: 1000,
  maxAnswerLength: 5000,
  inboxPageSize: 20,
} as const;

export const EDITOR_MESSAGES = {
  notAllowed: 'This page is for Sendero’s editors.',
  adminsOnly: 'Only an admin can give roles.',
  itemNotFound: 'That message is not in the inbox.',
  notASuggestion: 'Only a community suggestion can become a spot.',
  alreadyClosed: 'This message has already been closed.',
  /** Its sender deleted their account, which emptied its address (decision 0029). */
  senderGone: 'The sender has deleted their account: there is no address to answer.',
  cityNotFound: 'There is no such city.',
  userNotFound: 'No account uses that e-mail address.',
  ownRole: 'You cannot change your own role.',
  reasonRequired: 'Say why it is rejected.',
  answerRequired: 'Write the answer.',
  spotNameRequired: 'Give the spot a name.',
  /** The desk asks before sending: a draft spot belongs to a city. */
  spotCityRequired: 'Choose the spot’s city.',
  answerSubject: 'Your message to Sendero',
} as const;

/** GET /api/editor/me: who is at the desk. */
export const editorMe = z.object({
  userId: z.number().int(),
  username: z.string(),
  role: userRole,
});
export type EditorMe = z.infer<typeof editorMe>;

export const inboxQuery = z.object({
  status: inboxStatus.optional(),
  kind: z.enum(INBOX_KINDS).optional(),
  cityId: entityId.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxParams = z.object({ kind: z.enum(INBOX_KINDS), id: entityId });
export type InboxParams = z.infer<typeof inboxParams>;

export const inboxItem = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: inboxStatus,
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  /** The rejection's reason or the answer sent. */
  resolution: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The draft spot an accepted suggestion became. */
  draftId: z.number().int().nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxPage = paged(inboxItem);
export type InboxPage = z.infer<typeof inboxPage>;

/** Taking a message into review, or back; and the city it is about. */
export const inboxUpdateBody = z
  .object({
    status: z.enum(['new', 'in_review']).optional(),
    cityId: entityId.nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.cityId !== undefined, {
    message: 'Send a status or a city.',
  });
export type InboxUpdateBody = z.infer<typeof inboxUpdateBody>;

export const inboxRejectBody = z.object({
  reason: text()
    .trim()
    .min(1, EDITOR_MESSAGES.reasonRequired)
    .check(...maxCharacters(EDITOR_LIMITS.maxReasonLength)),
});
export type InboxRejectBody = z.infer<typeof inboxRejectBody>;

export const inboxAnswerBody = z.object({
  message: text()
    .trim()
    .min(1, EDITOR_MESSAGES.answerRequired)
    .check(...maxCharacters(EDITOR_LIMITS.maxAnswerLength)),
});
export type InboxAnswerBody = z.infer<typeof inboxAnswerBody>;

/** Accepting a suggestion: the spot's name and city; the rest is filled in from the message. */
export const inboxAcceptBody = z.object({
  name: text()
    .trim()
    .min(1, EDITOR_MESSAGES.spotNameRequired)
    .check(...maxCharacters(160)),
  cityId: entityId,
});
export type InboxAcceptBody = z.infer<typeof inboxAcceptBody>;
/** The accepted item and the draft spot it became. */
export const inboxAcceptAnswer = z.object({ item: inboxItem, draftId: z.number().int() });
export type InboxAcceptAnswer = z.infer<typeof inboxAcceptAnswer>;

/** PUT /api/editor/roles (admins only): give an account a role, by its e-mail address. */
export const roleBody = z.object({ email: z.email().max(254), role: userRole });
export type RoleBody = z.infer<typeof roleBody>;
export const roleAnswer = z.object({
  userId: z.number().int(),
  username: z.string(),
  role: userRole,
});

export const auditQuery = z.object({
  targetType: text().trim().min(1).max(40).optional(),
  targetId: text().trim().min(1).max(40).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const auditEntry = z.object({
  id: z.number().int(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = paged(auditEntry);
