// The personal centre's answers (`/personal/...`): what the server writes and the personal centre reads.

/** Kinds of a person's achievements, in the order the achievement display lists them. */
export const ACHIEVEMENT_KINDS = ['outcome', 'award', 'patent', 'paper', 'project', 'honor'] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

/** One achievement of a person: a row of a research or HR module that names them. */
export interface AchievementItem {
  kind: AchievementKind;
  /** The row's id in its module (`pageCode`). */
  id: string;
  pageCode: string;
  title: string;
  /** The date that places it on the timeline (completion, grant or application, publication, award, start). */
  date: string | null;
  year: number | null;
  /** Its type or category as the module's dictionary words it (发明专利, 北大中文核心, 先进个人…). */
  typeText: string | null;
  /** Its grade: evaluation level, award level, journal level, honour level. */
  levelText: string | null;
  /** Who issued or published it: evaluation unit, journal, granting body. */
  source: string | null;
  /** The person's place in it (第一作者, 项目负责人, 排名第 2…). */
  role: string | null;
  /** Certificate, patent, DOI or document number. */
  code: string | null;
  summary: string | null;
}

export interface AchievementPerson {
  username: string;
  realname: string;
  post: string | null;
  /** Companies whose module rows are searched for the person's name. */
  companyIds: string[];
}

export interface PersonAchievements {
  person: AchievementPerson;
  items: AchievementItem[];
  counts: Record<AchievementKind, number>;
}

/** One assessment the person was rated in (考核管理 · 被考核人). */
export interface PersonalAssessment {
  id: string;
  instanceName: string;
  family: string | null;
  weightedScore: number | null;
  scoreRank: number | null;
  grade: string | null;
  status: string | null;
  confirmDate: string | null;
}

/** Training hours of one year: the training ledger (培训台账) and safety training (安全培训). */
export interface PersonalTrainingYear {
  year: number;
  totalHours: number;
  continuingHours: number;
  safetyHours: number;
  sessions: number;
}

/** Where the person sits: their companies' names and their roles' names. */
export interface PersonalProfile {
  /** 职务 by name (the account's position codes named by 职务管理). */
  post: string | null;
  companies: string[];
  roles: string[];
}

export interface PersonalSummary {
  profile: PersonalProfile;
  assessments: PersonalAssessment[];
  training: PersonalTrainingYear[];
}
