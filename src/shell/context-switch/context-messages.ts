/** Words of the way back from a project to the company view. */
export const contextMessages = {
  back: '返回公司视图',
  backTitle: (company: string) => `切换回 ${company} 的公司视图`,
} as const;
