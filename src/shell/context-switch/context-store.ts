import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { CompanyItem, ProjectItem, ShellApi } from '../api/shell-api';
import { shellMessages } from '../shared/messages';
import { GROUP_COMPANY_ID, type SessionStore } from '../session/session-store';
import type { TabsStore } from '../tabs/tabs-store';

export type SwitchTarget = { kind: 'company'; id: string } | { kind: 'project'; id: string };
export type SwitchOutcome = { ok: true; kind: SwitchTarget['kind']; menuCode: '11' | '12' } | { ok: false; message: string };

/** Sort rank of a project state: in progress, then not started (also empty), then completed. */
const stateRank = (state: string | null | undefined) => ({ '2': 0, '1': 1, '3': 2 })[state || '1'] ?? 1;

/**
 * Sorts projects in progress first, then not started, then completed, keeping `sort` within a state.
 *
 * @example
 * sortProjects([{ id: 'a', state: '3' }, { id: 'b', state: '2' }]).map((p) => p.id); // ['b', 'a']
 */
export function sortProjects<T extends Pick<ProjectItem, 'state' | 'sort'>>(projects: T[]): T[] {
  return [...projects].sort((a, b) => stateRank(a.state) - stateRank(b.state) || (a.sort ?? 0) - (b.sort ?? 0));
}

/** The switcher treats state 3 as completed, everything else (1, 2, empty) as under construction. */
export const isCompleted = (p: Pick<ProjectItem, 'state'>) => p.state === '3';

/**
 * Companies and projects the user may switch to, and the switch itself: a new token stored seven days, the
 * menu reloaded and every tab closed.
 *
 * @example
 * const context = createContextStore({ api, session, tabs });
 * await context.load();
 * await context.switchTo({ kind: 'project', id: 'p01' });
 */
export class ContextStore {
  projects: ProjectItem[] = [];
  companies: CompanyItem[] = [];
  currentProject: ProjectItem | null = null;
  loaded = false;
  switching = false;

  private readonly api: Pick<ShellApi, 'queryUserProjects' | 'querySubsidiaries' | 'queryCurrentProject' | 'setToken'>;
  private readonly session: SessionStore;
  private readonly tabs: TabsStore;

  constructor({ api, session, tabs }: { api: ContextStore['api']; session: SessionStore; tabs: TabsStore }) {
    this.api = api;
    this.session = session;
    this.tabs = tabs;
    makeObservable<ContextStore, 'api' | 'session' | 'tabs'>(this, {
      projects: observable.ref,
      companies: observable.ref,
      currentProject: observable.ref,
      loaded: observable,
      switching: observable,
      api: false,
      session: false,
      tabs: false,
      sortedProjects: computed,
      switchableCompanies: computed,
      currentCompany: computed,
      reset: action,
    });
  }

  get sortedProjects(): ProjectItem[] {
    return sortProjects(this.projects);
  }

  /** Projects of one switcher tab, filtered by keyword on the short and the full name. */
  projectsOf(tab: 'building' | 'completed', keyword = ''): ProjectItem[] {
    const word = keyword.trim().toLowerCase();
    return this.sortedProjects.filter(
      (p) =>
        (tab === 'completed') === isCompleted(p) &&
        (!word || `${p.projectNameAbbr ?? ''} ${p.projectName ?? ''}`.toLowerCase().includes(word)),
    );
  }

  /** The group user may enter the group and every subsidiary; a company user only their own company. */
  get switchableCompanies(): CompanyItem[] {
    const own = this.session.userInfo?.companyId;
    const group: CompanyItem = { id: GROUP_COMPANY_ID, departName: shellMessages.header.groupCompanyName, departNameAbbr: shellMessages.header.groupCompanyName };
    if (!own) return [];
    if (own === GROUP_COMPANY_ID) return [group, ...this.companies];
    return this.companies.filter((c) => c.id === own);
  }

  get currentCompany(): CompanyItem | undefined {
    const id = this.session.companyId;
    return [...this.switchableCompanies, ...this.companies].find((c) => c.id === id);
  }

  /** The short name shown on the company-switch button. */
  get currentCompanyName(): string {
    const c = this.currentCompany;
    return c?.departNameAbbr || c?.departName || (this.session.companyId === GROUP_COMPANY_ID ? shellMessages.header.groupCompanyName : '');
  }

  /** The project shown in the selector: the switched-to one, else the server's current one. */
  get currentProjectId(): string | null {
    return this.session.currentProjectId ?? this.currentProject?.id ?? null;
  }

  async load(): Promise<void> {
    const [projects, companies, current] = await Promise.all([
      this.api.queryUserProjects().catch(() => [] as ProjectItem[]),
      this.api.querySubsidiaries().catch(() => [] as CompanyItem[]),
      this.api.queryCurrentProject().catch(() => null),
    ]);
    runInAction(() => {
      this.projects = projects;
      this.companies = companies;
      this.currentProject = current;
      this.loaded = true;
    });
  }

  async switchTo(target: SwitchTarget): Promise<SwitchOutcome> {
    runInAction(() => (this.switching = true));
    try {
      const result = await this.api.setToken(target.kind === 'company' ? { companyId: target.id } : { projectId: target.id });
      if (!result?.token) return { ok: false, message: shellMessages.switcher.failed };
      const menuCode = target.kind === 'project' ? '12' : '11';
      runInAction(() => {
        this.tabs.reset();
        this.session.setContext({
          token: result.token,
          companyId: result.companyId ?? (target.kind === 'company' ? target.id : null),
          projectId: result.projectId ?? (target.kind === 'project' ? target.id : null),
        });
        if (target.kind === 'project') this.currentProject = this.projects.find((p) => p.id === target.id) ?? this.currentProject;
      });
      return { ok: true, kind: target.kind, menuCode };
    } catch (error) {
      return { ok: false, message: error instanceof Error && error.message ? error.message : shellMessages.switcher.failed };
    } finally {
      runInAction(() => (this.switching = false));
    }
  }

  reset(): void {
    this.projects = [];
    this.companies = [];
    this.currentProject = null;
    this.loaded = false;
  }
}

export function createContextStore(options: { api: ContextStore['api']; session: SessionStore; tabs: TabsStore }): ContextStore {
  return new ContextStore(options);
}

declare module '../services/app-services' {
  interface AppServices {
    /** The user's companies and projects and the switch between them. */
    context: ContextStore;
  }
}
