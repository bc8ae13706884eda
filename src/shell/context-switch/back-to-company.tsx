import { Button } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { COMPANY_HOME } from '../menu/menu-routes';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import { contextMessages as text } from './context-messages';

/**
 * On project pages, the way back to the company view for a user who also holds company rights (their own company, or
 * the group for group staff): one click switches the context in this browser tab and opens the company home.
 * Project-only staff, who have no company view, do not see it.
 */
export const BackToCompany = observer(function BackToCompany() {
  const { context, session, feedback, nav } = useServices();
  const navigate = useNavigate();
  const own = session.userInfo?.companyId;
  const company = context.switchableCompanies.find((c) => c.id === own);
  if (!own || !company) return null;
  const name = company.departNameAbbr || company.departName;

  const back = async () => {
    const outcome = await context.switchTo({ kind: 'company', id: own });
    if (!outcome.ok) {
      feedback.message.error(outcome.message);
      return;
    }
    nav.reset();
    feedback.message.success(shellMessages.switcher.switched);
    navigate(COMPANY_HOME, { replace: true });
  };

  return (
    <Button className="app-back-to-company" icon={<RollbackOutlined />} loading={context.switching} onClick={() => void back()} title={text.backTitle(name)}>
      {text.back}
    </Button>
  );
});
