import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { adminRoutes } from './admin/admin-routes';
import type { AppDeps, AppEnv } from './app-env';
import { auditLogRoutes } from './audit/audit-log-routes';
import { authMiddleware } from './auth/auth-middleware';
import { roleGuard } from './auth/role-guard';
import { overrideCheckRoutes } from './checks/override-check-routes';
import { codingRoutes } from './coding/coding-routes';
import { publicConfigRoutes } from './config/public-config-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { ApiHttpError } from './http/api-error';
import { handleError, handleNotFound } from './http/error-handler';
import { responseValidation } from './http/response-validation';
import { validationHook } from './http/validation-hook';
import { gmailRoutes } from './integrations/gmail/gmail-routes';
import { moovRoutes } from './integrations/moov/moov-routes';
import { quickbooksRoutes } from './integrations/quickbooks/quickbooks-routes';
import { draftedEmailRoutes } from './invoices/drafted-emails/drafted-email-routes';
import { invoiceOriginalRoutes } from './invoices/invoice-original-routes';
import { invoiceRoutes } from './invoices/invoice-routes';
import { intakeMessageRoutes } from './mail-intake/intake-message-routes';
import { pushRoutes } from './mail-intake/push/push-routes';
import { skippedDocumentRoutes } from './mail-intake/skipped/skipped-document-routes';
import { requestObservability } from './observability/request-observability';
import { approvalChainRoutes } from './organization/approval-chains/approval-chains-routes';
import { companyDetailsRoutes } from './organization/company-details/company-details-routes';
import { organizationConfigurationRoutes } from './organization/configurations/configurations-routes';
import { membersRoutes } from './organization/members/members-routes';
import { organizationRoutes } from './organization/organization-routes';
import { moovWebhookRoutes } from './payments/moov-webhook-routes';
import { purchaseOrderRoutes } from './purchase-orders/purchase-order-routes';
import { report1099Routes } from './reports/report-1099-routes';
import { taskRoutes } from './tasks/task-routes';
import { threadRoutes } from './threads/thread-routes';
import { vendorCorrectionRoutes } from './vendors/correction/vendor-correction-routes';
import { procurementRoutes } from './vendors/procurement/procurement-routes';
import { vendorRoutes } from './vendors/vendor-routes';
import { w9DocumentRoutes } from './vendors/w9/w9-document-routes';
import { workflowRunRoutes } from './workflow-runs/workflow-run-routes';

/** The product API: every /api call of SPEC §7, documented at /api/openapi.json. */
export const createApp = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false });
  app.onError(handleError);
  app.notFound(handleNotFound);
  // First: request id, one log line and the latency histogram for every answer, errors too.
  app.use('*', ...requestObservability());
  app.use(
    '/api/*',
    cors({
      origin: new URL(deps.config.appUrl).origin,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Org-Id', 'If-None-Match', 'X-Request-Id'],
      exposeHeaders: ['ETag', 'X-Request-Id'],
      maxAge: 600,
    }),
  );
  // Honours Accept-Encoding with q-values; answers already encoded (the invoice list) pass.
  app.use('/api/*', compress());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: deps.config.maxBodyBytes,
      onError: () => {
        throw new ApiHttpError(
          413,
          'payload_too_large',
          `Request body exceeds ${deps.config.maxBodyBytes} bytes`,
        );
      },
    }),
  );
  app.use('/api/*', authMiddleware(deps));
  app.use('/api/*', roleGuard());
  if (deps.config.validateResponses) app.use('/api/*', responseValidation());

  const routers = [
    publicConfigRoutes,
    threadRoutes,
    taskRoutes,
    invoiceRoutes,
    invoiceOriginalRoutes,
    workflowRunRoutes,
    vendorRoutes,
    adminRoutes,
    auditLogRoutes,
    moovRoutes,
    gmailRoutes,
    quickbooksRoutes,
    organizationRoutes,
    pushRoutes,
    intakeMessageRoutes,
    organizationConfigurationRoutes,
    moovWebhookRoutes,
    dashboardRoutes,
    approvalChainRoutes,
    companyDetailsRoutes,
    codingRoutes,
    membersRoutes,
    draftedEmailRoutes,
    w9DocumentRoutes,
    report1099Routes,
    purchaseOrderRoutes,
    procurementRoutes,
    overrideCheckRoutes,
    skippedDocumentRoutes,
    vendorCorrectionRoutes,
  ];
  for (const routes of routers) app.route('/', routes(deps));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'AP automation product API', version: '1.0.0' },
  });
  return app;
};
