import { sql as platform001 } from './001-platform';
import { sql as identity002 } from './002-identity';
import { sql as noticesFiles003 } from './003-notices-files';
import { sql as logs004 } from './004-logs';
import { sql as jobs005 } from './005-jobs';
import { sql as adminOrg006 } from './006-admin-org';
import { sql as adminSystem007 } from './007-admin-system';
import { sql as tableVersions008 } from './008-table-versions';
import { sql as flows009 } from './009-flows';
import { sql as dictColors010 } from './010-dict-colors';
import { sql as projectInfo011 } from './011-project-info';
import { sql as reminders012 } from './012-reminders';
import { sql as forum013 } from './013-forum';
import { sql as userRights014 } from './014-user-rights';
import { sql as jobHistory015 } from './015-job-history';
import { sql as adminRest016 } from './016-admin-rest';
import { sql as loginRegister017 } from './017-login-register';
import { sql as rightsVersion018 } from './018-rights-version';
import { sql as requestGuards019 } from './019-request-guards';
import { sql as schemaStudio021 } from './021-schema-studio';
import { sql as forumReportHandling022 } from './022-forum-report-handling';
import { sql as sharedRateLimits023 } from './023-shared-rate-limits';
import { sql as forumManage024 } from './024-forum-manage';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Ordered, append-only. A shipped migration is never edited: add a new one. */
export const migrations: Migration[] = [
  { version: 1, name: 'platform', sql: platform001 },
  { version: 2, name: 'identity', sql: identity002 },
  { version: 3, name: 'notices-files', sql: noticesFiles003 },
  { version: 4, name: 'logs', sql: logs004 },
  { version: 5, name: 'jobs', sql: jobs005 },
  { version: 6, name: 'admin-org', sql: adminOrg006 },
  { version: 7, name: 'admin-system', sql: adminSystem007 },
  { version: 8, name: 'table-versions', sql: tableVersions008 },
  { version: 9, name: 'flows', sql: flows009 },
  { version: 10, name: 'dict-colors', sql: dictColors010 },
  { version: 11, name: 'project-info', sql: projectInfo011 },
  { version: 12, name: 'reminders', sql: reminders012 },
  { version: 13, name: 'forum', sql: forum013 },
  { version: 14, name: 'user-rights', sql: userRights014 },
  { version: 15, name: 'job-history', sql: jobHistory015 },
  { version: 16, name: 'admin-rest', sql: adminRest016 },
  { version: 17, name: 'login-register', sql: loginRegister017 },
  { version: 18, name: 'rights-version', sql: rightsVersion018 },
  { version: 19, name: 'request-guards', sql: requestGuards019 },
  { version: 21, name: 'schema-studio', sql: schemaStudio021 },
  { version: 22, name: 'forum-report-handling', sql: forumReportHandling022 },
  { version: 23, name: 'shared-rate-limits', sql: sharedRateLimits023 },
  { version: 24, name: 'forum-manage', sql: forumManage024 },
];
