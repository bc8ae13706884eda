// A dictionary item's colour: JeecgBoot's item_color, the tag colour lists show a state in (草稿 grey, 已签订 blue, …).
export const sql = `
ALTER TABLE sys_dict_item ADD COLUMN item_color varchar(20);
`;
