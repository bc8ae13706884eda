import type { TaskAction } from '../flow-service';

/** One decision in a demo approval: who acts (the holder of an open task, or the applicant withdrawing), how, why. */
export type DemoStep = [user: string, action: TaskAction | 'withdraw', comment?: string, extra?: { targetNode?: string; toUser?: string; position?: 'before' | 'after'; values?: Record<string, unknown> }];

/**
 * A demo record of an approval page: created by the applicant, submitted unless it stays a draft, then decided step
 * by step through the real engine, so the state it ends in is one a user could have reached.
 */
export interface DemoApproval {
  page: string;
  applicant: string;
  record: Record<string, unknown>;
  submit: boolean;
  steps: DemoStep[];
}
