import type { TableHooks } from '../table-hooks';
import type { HookServices } from './platform-hooks';
import { announcementPublishHooks } from './announcement-publish';
import { categoryCodesHooks } from './category-codes';
import { dataSourceSecretHooks } from './data-source-secret';
import { dictItemsHooks } from './dict-items';
import { jobScheduleHooks } from './job-schedule';
import { logReadOnlyHooks } from './log-read-only';
import { paramValuesHooks } from './param-values';
import { tenantNumberingHooks } from './tenant-numbering';

/**
 * Hooks of the configuration and operations screens (tenants, dictionaries, categories, params, data sources,
 * announcements, jobs, logs).
 */
export function configHooks(services: HookServices): TableHooks[] {
  return [
    tenantNumberingHooks(), dictItemsHooks(services.dictCache), categoryCodesHooks(), paramValuesHooks(), dataSourceSecretHooks(),
    announcementPublishHooks(), jobScheduleHooks(services.scheduler), logReadOnlyHooks(),
  ];
}
