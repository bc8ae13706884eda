// 项目基本信息: what staff record about a project beyond the switcher's name, abbreviation, attribute and state — code,
// client, contract, route length and stakes, location and coordinates (the big screen's map), dates, director — and an
// optimistic-lock version, as the project page is edited like any module.
export const sql = `
ALTER TABLE project_info
  ADD COLUMN project_code varchar(30),
  ADD COLUMN highway_grade varchar(20),
  ADD COLUMN build_nature varchar(20),
  ADD COLUMN customer_id varchar(32),
  ADD COLUMN contract_amount numeric(18,2),
  ADD COLUMN investment numeric(18,2),
  ADD COLUMN route_length numeric(10,3),
  ADD COLUMN stake_start varchar(20),
  ADD COLUMN stake_end varchar(20),
  ADD COLUMN main_quantities varchar(1000),
  ADD COLUMN region_code varchar(100),
  ADD COLUMN address varchar(200),
  ADD COLUMN longitude numeric(10,6),
  ADD COLUMN latitude numeric(10,6),
  ADD COLUMN plan_start date,
  ADD COLUMN plan_end date,
  ADD COLUMN actual_start date,
  ADD COLUMN actual_end date,
  ADD COLUMN director varchar(100),
  ADD COLUMN director_phone varchar(20),
  ADD COLUMN intro varchar(2000),
  ADD COLUMN cover varchar(500),
  ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX project_info_code ON project_info(project_code) WHERE del_flag = 0 AND project_code IS NOT NULL;
-- The companies among the organisation's nodes, for pickers that choose a company (not a department).
CREATE VIEW sys_company AS SELECT id, depart_name, depart_name_abbr, org_code, del_flag FROM sys_depart WHERE org_category = '1';
`;
