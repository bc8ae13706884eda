import { useState } from 'react';
import { Button, Card, Empty, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { FIXED_PATHS } from '../fixed-pages/fixed-paths';
import { useServices } from '../services/services-context';
import { GROUP_COMPANY_ID } from '../session/session-store';

const STATE_COLORS: Record<string, string> = { '1': 'default', '2': 'processing', '3': 'success' };

/**
 * Projects shown before 展开全部: a group with a thousand projects otherwise drew a thousand tags on every open of the
 * company screen (0.3-0.6 s of the main thread, under the big screen too), a wall nobody reads.
 */
export const CARD_PROJECTS = 30;

/**
 * On the company screen: the company chosen in the collapsed side menu (or the user's own) and the projects the
 * user may enter there, from the server (in progress first, the first `CARD_PROJECTS` until expanded); a project
 * opens its detail page.
 */
export const ActiveCompanyCard = observer(function ActiveCompanyCard() {
  const { nav, context, session } = useServices();
  const navigate = useNavigate();
  const id = nav.activeCompanyId ?? session.companyId;
  const company = [...context.switchableCompanies, ...context.companies].find((c) => c.id === id);
  const name = company?.departName || (id === GROUP_COMPANY_ID ? fixedMessages.nav.groupDashboard : id);
  const [all, setAll] = useState(false);
  const projects = context.sortedProjects.filter((p) => id === GROUP_COMPANY_ID || p.companyId === id);
  const shown = all ? projects : projects.slice(0, CARD_PROJECTS);
  const states = fixedMessages.projectDetail.states;
  return (
    <Card
      variant="borderless"
      className="home-active-company"
      style={{ marginBottom: 16 }}
      title={
        <Space>
          <span>{fixedMessages.nav.activeCompany}</span>
          <strong className="home-active-company-name">{name}</strong>
        </Space>
      }
    >
      {projects.length ? (
        <Space wrap size={[8, 8]}>
          {shown.map((p) => (
            <Tag
              key={p.id}
              color={STATE_COLORS[p.state || '1']}
              style={{ cursor: 'pointer', padding: '4px 10px' }}
              onClick={() => navigate(`${FIXED_PATHS.projectDetail}?id=${encodeURIComponent(p.id)}`)}
            >
              {p.projectNameAbbr} · {states[p.state || '1']}
            </Tag>
          ))}
          {shown.length < projects.length ? (
            <Button type="link" size="small" onClick={() => setAll(true)}>{fixedMessages.home.allProjects(projects.length)}</Button>
          ) : null}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={context.loaded ? fixedMessages.home.noProjects : fixedMessages.common.loading} />
      )}
    </Card>
  );
});
