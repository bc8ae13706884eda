import { DashboardOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { COMPANY_HOME } from '../menu/menu-routes';
import { useServices } from '../services/services-context';
import { showsGroupDashboard, visibleSubsidiaries } from '../menu/nav-store';
import { GROUP_COMPANY_ID } from '../session/session-store';

const text = fixedMessages.nav;

/**
 * The collapsed side menu (100 px): the group dashboard entry for the group itself, then the subsidiaries from the
 * server minus the hidden ones. A click makes that company the one the company screen shows.
 */
export const CollapsedCompanyList = observer(function CollapsedCompanyList() {
  const { context, nav, session } = useServices();
  const navigate = useNavigate();
  const current = context.currentCompany;
  const entries = [
    ...(showsGroupDashboard(current?.departNameAbbr ?? context.currentCompanyName)
      ? [{ id: GROUP_COMPANY_ID, label: text.groupDashboard, title: text.groupDashboard, dashboard: true }]
      : []),
    ...visibleSubsidiaries(context.companies).map((c) => ({
      id: c.id, label: c.departNameAbbr || c.departName, title: c.departName, dashboard: false,
    })),
  ];
  const active = nav.activeCompanyId ?? session.companyId;

  const choose = (id: string) => {
    nav.setActiveCompany(id);
    navigate(COMPANY_HOME);
  };

  return (
    <nav className="app-company-list" aria-label={text.subsidiaries}>
      {entries.map((entry) => (
        <button
          key={entry.id}
          type="button"
          title={entry.title}
          className={`app-company-item${entry.id === active ? ' app-company-item-active' : ''}${entry.dashboard ? ' app-company-dashboard' : ''}`}
          aria-current={entry.id === active ? 'true' : undefined}
          onClick={() => choose(entry.id)}
        >
          {entry.dashboard ? <DashboardOutlined aria-hidden /> : null}
          <span className="app-company-label">{entry.label}</span>
        </button>
      ))}
    </nav>
  );
});
