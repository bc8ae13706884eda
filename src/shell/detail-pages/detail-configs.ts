import { FIXED_PATHS } from '../fixed-pages/fixed-paths';

/** What a detail page shows of a record, by field name of its page schema. */
export interface DetailConfig {
  pageCode: string;
  /** This page's route (related items link to it with `?id=`). */
  route: string;
  titleField: string;
  /** Short facts under the title; a dictionary field shows its text. */
  meta: { name: string; label: string; money?: boolean }[];
  /** A plain-text lead paragraph (摘要). */
  lead?: string;
  /** The rich-text body, sanitised. */
  rich?: string;
  /** Further plain-text sections. */
  sections: { name: string; label: string }[];
  /** Picture fields shown as one gallery with a viewer. */
  galleries: { name: string; label: string }[];
  attachments: string[];
  /** Records sharing this field's value are the related items. */
  relatedBy: string;
  /** Record links of the row (关联科研成果…), shown by their dictionary text. */
  references: { name: string; label: string }[];
}

export const PARTY_STYLE_DETAIL: DetailConfig = {
  pageCode: 'party/style',
  route: FIXED_PATHS.partyDetail,
  titleField: 'title',
  meta: [
    { name: 'styleType', label: '栏目' }, { name: 'orgId', label: '党组织' }, { name: 'activityDate', label: '活动日期' },
    { name: 'location', label: '活动地点' }, { name: 'participants', label: '参加人数' }, { name: 'author', label: '撰稿人' },
    { name: 'publishDate', label: '发布日期' }, { name: 'readCount', label: '阅读量' },
  ],
  lead: 'summary',
  rich: 'content',
  sections: [],
  galleries: [{ name: 'coverImage', label: '封面' }, { name: 'photos', label: '活动照片' }],
  attachments: ['attachments'],
  relatedBy: 'styleType',
  references: [],
};

export const IMAGE_STANDARD_DETAIL: DetailConfig = {
  pageCode: 'imaging/standard',
  route: FIXED_PATHS.imageDetail,
  titleField: 'title',
  meta: [
    { name: 'category', label: '类别' }, { name: 'sectionId', label: '合同段/驻地' }, { name: 'location', label: '位置' },
    { name: 'checkDate', label: '检查日期' }, { name: 'checker', label: '评定人' }, { name: 'score', label: '评分' },
    { name: 'rating', label: '评定' }, { name: 'rectifyStatus', label: '整改状态' }, { name: 'rectifyDeadline', label: '整改期限' },
  ],
  sections: [
    { name: 'requirement', label: '标准化要求' }, { name: 'conclusion', label: '检查结论' }, { name: 'rectifyResult', label: '整改情况' },
  ],
  galleries: [{ name: 'photos', label: '照片' }, { name: 'rectifyPhotos', label: '整改后照片' }],
  attachments: [],
  relatedBy: 'category',
  references: [],
};

export const INNOVATION_DETAIL: DetailConfig = {
  pageCode: 'innovation/highlight',
  route: FIXED_PATHS.innovationDetail,
  titleField: 'title',
  meta: [
    { name: 'category', label: '类别' }, { name: 'sectionId', label: '应用合同段' }, { name: 'completers', label: '完成人' },
    { name: 'declareDate', label: '申报日期' }, { name: 'costSaved', label: '节约金额（元）', money: true }, { name: 'promotionValue', label: '推广价值' },
    { name: 'reviewLevel', label: '评审等级' }, { name: 'publishDate', label: '发布日期' },
  ],
  rich: 'description',
  sections: [{ name: 'effect', label: '应用效果' }, { name: 'promotionDesc', label: '推广情况' }],
  galleries: [{ name: 'cover', label: '封面' }, { name: 'gallery', label: '图集' }],
  attachments: ['video'],
  relatedBy: 'category',
  references: [{ name: 'achievementId', label: '关联科研成果' }, { name: 'patentId', label: '关联专利/软著' }],
};
