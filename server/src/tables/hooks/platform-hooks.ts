import type { TokenService } from '../../auth/tokens';
import type { DictCache } from '../../dicts/dict-cache';
import type { EventBus } from '../../realtime/event-bus';
import type { Scheduler } from '../../jobs/scheduler';
import type { HookRegistry } from '../table-hooks';
import { configHooks } from './config-hooks';
import { orgHooks } from './org-hooks';
import { projectInfoHooks } from './project-info';
import { archiveDocumentHooks, archiveVersionHooks } from './archive-document';
import { assessQuotaHooks } from './assess-quota';
import { agentPeriodHooks } from './agent-period';

/** What the platform's own hooks may use besides the write's transaction. */
export interface HookServices {
  tokens: TokenService;
  dictCache: DictCache;
  bus: EventBus;
  /** The process's cron scheduler: the job screen reschedules a job on every save. */
  scheduler: Scheduler;
}

/**
 * The named hooks the platform's own screens ask for in their schemas (`"hooks": ["user-account"]`): every name the
 * linter accepts (TABLE_HOOKS) has its implementation here.
 */
export function createPlatformHooks(services: HookServices): HookRegistry {
  const all = [...orgHooks(services), ...configHooks(services), projectInfoHooks, archiveDocumentHooks, archiveVersionHooks, assessQuotaHooks, agentPeriodHooks()];
  return new Map(all.map((h) => [h.name, h]));
}
