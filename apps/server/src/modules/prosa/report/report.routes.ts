import { prosaReportRoutes as reports } from '@halo/contract/prosa/report';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf } from '../../../http/write-context.ts';
import type { ReportService } from './report.service.ts';

export async function reportRoutes(app: FastifyInstance, deps: { report: ReportService }) {
  const { report } = deps;

  route(app, reports.report, async (request) => report.report(principalOf(request), request.query));
}
