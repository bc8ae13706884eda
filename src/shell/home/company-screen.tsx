import { observer } from 'mobx-react-lite';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import { GROUP_COMPANY_ID } from '../session/session-store';
import { ActiveCompanyCard } from '../context-switch/active-company-card';
import { GroupScreen } from './group-screen';
import { HomeScreen } from './home-screen';

/**
 * /company/screen: 集团首页 for the group, 公司首页 for a company user — the corporate big screen for the company
 * chosen in the side bar, then that company's projects and the menu shortcuts.
 */
export const CompanyScreen = observer(function CompanyScreen() {
  const { session } = useServices();
  const title = session.companyId === GROUP_COMPANY_ID ? shellMessages.home.groupTitle : shellMessages.home.companyTitle;
  return <HomeScreen title={title} before={<><GroupScreen title={title} /><ActiveCompanyCard /></>} />;
});
