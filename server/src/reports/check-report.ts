import type { ReportSchema } from '@/engine/schema/report-schema';
import { checkReportSchema } from '@/engine/schema/check-report';

/** Validates a report file at boot; any problem stops the boot with `file#/pointer: message`. */
export function checkReport(input: unknown, source: string): ReportSchema {
  const problems = checkReportSchema(input);
  if (problems.length) throw new Error(problems.map((p) => `${source}#${p.pointer}: ${p.message}`).join('\n'));
  return input as ReportSchema;
}
