/** The forum's and the technical exchange platform's texts. */
export const forumMessages = {
  forum: { title: '交流论坛', write: '发帖', search: '搜索帖子、标签、正文', all: '全部版块', empty: '还没有帖子，来发第一帖吧' },
  qa: { title: '技术交流平台', subtitle: '路基 · 桥梁 · 隧道 · 路面 · 机电 · 试验检测 · 交通安全设施 · 造价', write: '我要提问', search: '搜索技术问题', all: '全部专业', empty: '还没有问题', experts: '专业专家', solved: '已解决', unsolved: '待解决' },
  sort: { new: '最新', hot: '最热', reply: '最多回复' },
  badge: { pinned: '置顶', news: '新闻', locked: '已锁定', solved: '已解决' },
  ranking: { title: '排行榜', week: '本周', month: '本月', posts: '热帖', users: '活跃贡献者', score: '积分', empty: '这段时间还没有上榜内容' },
  labels: '热门标签',
  news: '新闻公告',
  editor: {
    newPost: '发布新帖', newQuestion: '提出技术问题', edit: '编辑', title: '标题', titlePlaceholder: '一句话说清楚主题（不超过100字）', board: '版块', specialty: '专业',
    labels: '标签', labelsPlaceholder: '输入后回车，最多5个', content: '正文', contentPlaceholder: '分享你的经验、做法或问题，可直接粘贴图片，输入 @ 提及同事',
    attachments: '附件（图纸、PDF 等）', upload: '上传附件', submit: '发布', submitQuestion: '提交问题', save: '保存修改', draftSaved: '草稿已自动保存在本机',
    draftRestored: '已恢复上次未发布的草稿', discard: '清空草稿', titleRequired: '请输入标题', boardRequired: '请选择版块', contentRequired: '请输入正文',
  },
  detail: {
    notFound: '帖子不存在或已删除', back: '返回列表', thumbs: '点赞', collection: '收藏', love: '喜欢', report: '举报', edit: '编辑', delete: '删除',
    deleteConfirm: '确定删除这篇帖子吗？', replyDeleteConfirm: '确定删除这条回复吗？', pin: '置顶', unpin: '取消置顶', lock: '锁定', unlock: '解除锁定',
    setNews: '设为新闻', unsetNews: '取消新闻', move: '移动到…', manage: '版主操作', views: '浏览', replies: '回复', answers: '回答',
    replyPlaceholder: '写下你的回复，输入 @ 提及同事', answerPlaceholder: '写下你的回答，可粘贴图片', send: '发表回复', sendAnswer: '提交回答',
    replyTo: '回复', accept: '采纳为最佳答案', accepted: '最佳答案', locked: '帖子已锁定，不能再回复', noReplies: '还没有回复，来抢沙发吧',
    reportTitle: '举报不当内容', reportReason: '请说明举报理由（如广告、人身攻击、涉密信息）', attachments: '附件', preview: '预览', download: '下载',
    editedAt: '编辑于', floor: '楼', moveTitle: '移动到版块', editWindow: (h: number) => `发布后${h}小时内可编辑`,
  },
  mine: { posts: '我的帖子', replies: '我的回复', collections: '我的收藏', emptyPosts: '还没有发过帖子', emptyReplies: '还没有回复过', emptyCollections: '还没有收藏' },
  unread: { replies: '回复', answers: '回答', tip: (r: number, a: number) => `未读回复 ${r} 条，未读回答 ${a} 条` },
};
