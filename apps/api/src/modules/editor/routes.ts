/**
 * The editors' desk (issue 32): the inbox, roles and the audit log. Every route is for editors
 * (admins for roles), checked on the server against the account's current role, and never cached.
 */
import {
  apiError,
  auditPage,
  auditQuery,
  editorMe,
  inboxAcceptAnswer,
  inboxAcceptBody,
  inboxAnswerBody,
  inboxItem as inboxItemSchema,
  inboxPage as inboxPageSchema,
  inboxParams,
  inboxQuery,
  inboxRejectBody,
  inboxUpdateBody,
  roleAnswer,
  roleBody,
} from '@sendero/contract';
import { routeModule } from '../../lib/route-module.ts';
import { auditLogPage } from './audit-service.ts';
import {
  acceptSuggestion,
  answerItem,
  inboxItem,
  inboxPage,
  rejectItem,
  updateItem,
  type Desk,
} from './inbox-service.ts';
import { grantRole } from './roles-service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['editor'];
const config = { cache: 'personal' } as const;

export const editorRoutes = routeModule('editor', ['sendero-auth'], async (app) => {
  // Before validation: a caller who is not an editor learns nothing about the bodies' rules.
  app.addHook('preValidation', app.requireRole('editor'));
  const desk = (request: { staff: Desk['staff'] | null }): Desk => ({
    db: app.db,
    staff: request.staff!,
    at: app.clock.now(),
  });

  app.get(
    '/api/editor/me',
    {
      config,
      schema: {
        tags,
        summary: 'Who is at the editors’ desk, and their role',
        response: { 200: editorMe, ...errors },
      },
    },
    async (request) => request.staff!,
  );

  app.get(
    '/api/editor/inbox',
    {
      config,
      schema: {
        tags,
        summary: 'Submissions and contact messages together, newest first, by status, kind, city',
        querystring: inboxQuery,
        response: { 200: inboxPageSchema, ...errors },
      },
    },
    async (request) => inboxPage(app.db, request.query),
  );

  app.get(
    '/api/editor/inbox/:kind/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One submission or contact message',
        params: inboxParams,
        response: { 200: inboxItemSchema, ...errors },
      },
    },
    async (request) => inboxItem(app.db, request.params),
  );

  app.patch(
    '/api/editor/inbox/:kind/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Take a message into review or back to new; set or clear its city',
        params: inboxParams,
        body: inboxUpdateBody,
        response: { 200: inboxItemSchema, ...errors },
      },
    },
    async (request) => updateItem(desk(request), request.params, request.body),
  );

  app.post(
    '/api/editor/inbox/:kind/:id/reject',
    {
      config,
      schema: {
        tags,
        summary: 'Reject a message, saying why',
        params: inboxParams,
        body: inboxRejectBody,
        response: { 200: inboxItemSchema, ...errors },
      },
    },
    async (request) => rejectItem(desk(request), request.params, request.body),
  );

  app.post(
    '/api/editor/inbox/:kind/:id/answer',
    {
      config,
      schema: {
        tags,
        summary: 'Answer the sender by e-mail and close the message',
        params: inboxParams,
        body: inboxAnswerBody,
        response: { 200: inboxItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await answerItem(
        desk(request),
        request.params,
        request.body,
        app.config.CONTACT_TO,
      );
      app.outbox.kick();
      return item;
    },
  );

  app.post(
    '/api/editor/inbox/:kind/:id/accept',
    {
      config,
      schema: {
        tags,
        summary: 'Accept a place suggestion: it becomes a draft spot in the chosen city',
        params: inboxParams,
        body: inboxAcceptBody,
        response: { 200: inboxAcceptAnswer, ...errors },
      },
    },
    async (request) => acceptSuggestion(desk(request), request.params, request.body),
  );

  app.put(
    '/api/editor/roles',
    {
      config,
      preValidation: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Give an account a role, by its e-mail address (admins only)',
        body: roleBody,
        response: { 200: roleAnswer, ...errors },
      },
    },
    async (request) => {
      const { db, staff, at } = desk(request);
      return grantRole(db, { ...request.body, actor: staff, at });
    },
  );

  app.get(
    '/api/editor/audit',
    {
      config,
      schema: {
        tags,
        summary: 'What editors did, newest first, optionally for one target',
        querystring: auditQuery,
        response: { 200: auditPage, ...errors },
      },
    },
    async (request) => auditLogPage(app.db, request.query),
  );
});
