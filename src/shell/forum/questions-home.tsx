import { ForumHome } from './forum-home';

/** 技术交流平台: the questions of every specialty, as the forum's home shows them. */
export default function QuestionsHome() {
  return <ForumHome kind="question" />;
}
