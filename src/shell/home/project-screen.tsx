import { shellMessages } from '../shared/messages';
import { HomeScreen } from './home-screen';

/** /project/screen: the project home. */
export function ProjectScreen() {
  return <HomeScreen title={shellMessages.home.projectTitle} />;
}
