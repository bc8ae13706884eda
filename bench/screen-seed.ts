// The big screen's volume: 1,000 projects over the provinces and states 1/2/3, and 100,000 income contracts of the five
// demo companies signed from 2024 to today, with the invoices and approved receipts a contract of that age has, added
// in a few set-based statements to a schema the server has already seeded with the demo. The contracts' rollups
// (开票、回款) and the companies' annual targets are then brought in line, so every panel shows figures that add up.

/** Runs one statement (a client whose search_path is the bench schema and whose TimeZone is the platform's). */
export type Query = (sql: string) => Promise<unknown>;

export const SCREEN_PROJECTS = 1_000;
export const SCREEN_CONTRACTS = 100_000;

/** Company by a uniform draw: the demo's subsidiaries, the first the largest. */
const COMPANY = (r: string) =>
  `CASE WHEN ${r} < 0.30 THEN 'c01' WHEN ${r} < 0.55 THEN 'c02' WHEN ${r} < 0.75 THEN 'c03' WHEN ${r} < 0.90 THEN 'c04' ELSE 'c05' END`;

/**
 * Mainland provinces (code, name, full name, capital's longitude and latitude), home province first: a project's
 * province is drawn towards the head of the list, as a Hunan group wins most work near home.
 */
const PROVINCES = `(VALUES
  (0, '43', '湖南省', 112.98, 28.19), (1, '51', '四川省', 104.07, 30.67), (2, '13', '河北省', 114.51, 38.04), (3, '44', '广东省', 113.26, 23.13),
  (4, '33', '浙江省', 120.15, 30.27), (5, '32', '江苏省', 118.80, 32.06), (6, '42', '湖北省', 114.31, 30.59), (7, '41', '河南省', 113.65, 34.76),
  (8, '37', '山东省', 117.00, 36.67), (9, '50', '重庆市', 106.55, 29.56), (10, '52', '贵州省', 106.71, 26.58), (11, '53', '云南省', 102.71, 25.04),
  (12, '45', '广西壮族自治区', 108.32, 22.82), (13, '36', '江西省', 115.89, 28.68), (14, '34', '安徽省', 117.28, 31.86), (15, '35', '福建省', 119.30, 26.08),
  (16, '61', '陕西省', 108.95, 34.27), (17, '11', '北京市', 116.41, 39.90), (18, '14', '山西省', 112.55, 37.87), (19, '62', '甘肃省', 103.82, 36.06),
  (20, '21', '辽宁省', 123.43, 41.80), (21, '15', '内蒙古自治区', 111.75, 40.84), (22, '65', '新疆维吾尔自治区', 87.62, 43.83), (23, '22', '吉林省', 125.32, 43.90),
  (24, '23', '黑龙江省', 126.64, 45.76), (25, '12', '天津市', 117.20, 39.08), (26, '31', '上海市', 121.47, 31.23), (27, '64', '宁夏回族自治区', 106.23, 38.49),
  (28, '63', '青海省', 101.78, 36.62), (29, '46', '海南省', 110.35, 20.02), (30, '54', '西藏自治区', 91.13, 29.65)
) AS v(k, code, name, lng, lat)`;

/** Kinds of work (name, attribute, highway grade, build nature), the same index in each. */
const WORK = {
  name: `ARRAY['高速公路改扩建工程施工监理','国省干线公路养护工程咨询','高速公路新建工程试验检测','城市快速路工程全过程咨询','普通国道智慧化改造专项咨询']`,
  attr: `ARRAY['施工监理','养护咨询','试验检测','全过程咨询','专项咨询']`,
  grade: `ARRAY['expressway','grade1','expressway','urban_express','grade2']`,
  nature: `ARRAY['expansion','maintenance','new','new','smart']`,
  contractType: `ARRAY['supervision','consulting','testing','consulting','consulting']`,
  pricing: `ARRAY['man_month','lump_sum','unit_rate','fee_rate','lump_sum']`,
};

/** Clients (name, tax number), one per province slot modulo its length. */
const CLIENTS = {
  name: `ARRAY['湖南省高速公路集团有限公司','四川省交通投资集团有限责任公司','河北省高速公路建设管理局','广东省交通集团有限公司','浙江省交通投资集团有限公司','江苏交通控股有限公司','湖北交通投资集团有限公司','河南交通投资集团有限公司']`,
  taxNo: `ARRAY['91430000183762145R','91510000MA61WE7P9K','12130000401706482C','91440000190352575W','91330000143166188X','91320000134767063W','91420000MA49FJ1K2B','91410000MA40J0XD8G']`,
};

async function seedProjects(query: Query): Promise<void> {
  await query(`INSERT INTO project_info (id, company_id, project_name, project_name_abbr, supervision_attr, state, sort, create_by, create_time,
      project_code, highway_grade, build_nature, contract_amount, investment, route_length, region_code, address, longitude, latitude,
      plan_start, plan_end, actual_start, actual_end)
    SELECT 'bp' || lpad(g.g::text, 5, '0'), ${COMPANY('g.r1')}, v.name || (${WORK.name})[g.w] || '（B' || lpad(g.g::text, 4, '0') || '）',
           left(v.name, 2) || (${WORK.attr})[g.w] || g.g, (${WORK.attr})[g.w],
           CASE WHEN g.r3 < 0.2 THEN '1' WHEN g.r3 < 0.7 THEN '2' ELSE '3' END, 100 + g.g, 'admin', g.start - 30,
           'XM-B-' || lpad(g.g::text, 4, '0'), (${WORK.grade})[g.w], (${WORK.nature})[g.w], round((500000 + g.r4 * 20000000)::numeric, -3),
           round((50000 + g.r4 * 3000000)::numeric, -2), round((5 + g.r4 * 95)::numeric, 3), v.code || '0000,' || v.code || '0100',
           v.name || '项目总监办', v.lng + (g.r2 - 0.5), v.lat + (g.r4 - 0.5),
           g.start, g.start + 730, CASE WHEN g.r3 >= 0.2 THEN g.start + 15 END,
           CASE WHEN g.r3 >= 0.7 THEN least(g.start + 700, current_date - 10) END
      FROM (SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4, 1 + g % 5 AS w,
                   DATE '2023-01-01' + floor(random() * 1400)::int AS start
              FROM generate_series(1, ${SCREEN_PROJECTS}) g) g
      JOIN ${PROVINCES} ON v.k = floor(power(g.r2, 2) * 31)::int`);
}

/**
 * Contracts on the bench projects of their own company, signed on a uniform day from 2024-01-01 to today for 50,000 to
 * 5,000,000 yuan (log-uniform, as small testing jobs outnumber large supervision ones). The status follows the age:
 * a draft only among the last weeks' (审批草稿), closed mostly after eighteen months, a few terminated.
 */
async function seedContracts(query: Query): Promise<void> {
  await query(`INSERT INTO biz_contract_income (id, company_id, project_id, create_by, create_time, contract_no, contract_name, contract_type,
      biz_source, related_project_id, project_name, party_a, signing_entity, consortium, amount, tax_rate, amount_excl_tax, tax_amount,
      pricing_method, sign_date, service_start, service_end, service_months, defect_months, status, supplement_amount, effective_amount,
      invoiced_amount, received_amount, receivable_amount, uninvoiced_amount, plan_total, archived_count, archive_status, supplement_cut,
      bpm_status)
    SELECT md5('bench-income-' || c.g), c.co, p.id, 'admin', c.sd + time '10:00', 'HT-' || extract(year from c.sd) || '-B' || lpad(c.g::text, 6, '0'),
           p.project_name || '合同（第' || (1 + c.g % 9) || '批）', (${WORK.contractType})[p.w],
           (ARRAY['public_tender','public_tender','invited_tender','negotiation','direct'])[1 + c.g % 5], p.id, p.project_name,
           (${CLIENTS.name})[1 + p.v % 8], c.co, '0', c.amount, '6', round(c.amount / 1.06, 2), c.amount - round(c.amount / 1.06, 2),
           (${WORK.pricing})[p.w], c.sd, c.sd + 10, c.sd + 10 + 365 * (1 + c.g % 3), 12 * (1 + c.g % 3), 12, c.status, 0, c.amount,
           0, 0, 0, c.amount, 0, 0, '0', 0, CASE WHEN c.status = 'draft' THEN '1' ELSE '3' END
      FROM (SELECT g.*, CASE WHEN g.r5 < 0.02 THEN 'terminated'
                             WHEN g.sd > current_date - 45 AND g.r5 < 0.25 THEN 'draft'
                             WHEN g.sd < current_date - 540 AND g.r5 < 0.85 THEN 'closed'
                             WHEN g.sd > current_date - 60 THEN 'signed'
                             ELSE 'executing' END AS status
              FROM (SELECT g, ${COMPANY('r1')} AS co, r3, r5, round(exp(ln(50000) + r4 * ln(100))::numeric, -3) AS amount,
                           DATE '2024-01-01' + floor(r2 * (current_date - DATE '2024-01-01' + 1))::int AS sd
                      FROM (SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5
                              FROM generate_series(1, ${SCREEN_CONTRACTS}) g) r) g) c
      JOIN (SELECT id, company_id, project_name, 1 + right(id, 5)::int % 5 AS w, right(id, 5)::int AS v,
                   row_number() OVER (PARTITION BY company_id ORDER BY id) - 1 AS k, count(*) OVER (PARTITION BY company_id) AS n
              FROM project_info WHERE id LIKE 'bp%') p
        ON p.company_id = c.co AND p.k = floor(c.r3 * p.n)::int`);
}

/**
 * Invoices as the work goes: a closed contract invoiced in full in three (30/40/30 %), one in progress 60 % in two, a
 * newly signed one 30 % once its first month is over; none for a draft or terminated one. Older invoices are delivered,
 * the last ten days' issued, one in a hundred voided (it then counts nowhere).
 */
async function seedInvoices(query: Query): Promise<void> {
  await query(`INSERT INTO biz_contract_invoice (id, company_id, project_id, create_by, create_time, invoice_no, invoice_type, invoice_kind,
      contract_id, contract_no, contract_name, apply_no, billing_period, buyer_name, buyer_tax_no, total_excl_tax, total_tax, gross_amount,
      invoice_amount, invoice_date, invoice_state, collect_state, delivery_method, delivery_date, drawer)
    SELECT md5('bench-invoice-' || x.id || '-' || x.n), x.company_id, x.project_id, 'admin', x.d + time '15:00',
           '2' || right(extract(year from x.d)::text, 1) || lpad((abs(hashtext(x.id || x.n)) % 100000000)::text, 8, '0') || lpad(x.n::text, 2, '0'),
           'e_special', 'blue', x.id, x.contract_no, x.contract_name, 'KP-B-' || left(x.id, 12) || '-' || x.n,
           to_char(x.d, 'YYYY年MM月') || (ARRAY['预付款','进度款','进度款','结算款'])[x.n + CASE WHEN x.status = 'closed' AND x.n = 3 THEN 1 ELSE 0 END],
           x.party_a, (${CLIENTS.taxNo})[array_position(${CLIENTS.name}, x.party_a::text)], round(x.amt / 1.06, 2), x.amt - round(x.amt / 1.06, 2), x.amt, x.amt, x.d,
           CASE WHEN abs(hashtext(x.id || x.n || 'v')) % 100 = 0 THEN 'voided' WHEN x.d > current_date - 10 THEN 'issued' ELSE 'delivered' END,
           '0', 'electronic', CASE WHEN x.d <= current_date - 10 THEN x.d + 1 END, '财务部'
      FROM (SELECT c.id, c.company_id, c.project_id, c.contract_no, c.contract_name, c.party_a, c.status, s.n,
                   round(c.amount * s.share, 2) AS amt,
                   CASE c.status WHEN 'closed' THEN c.sign_date + (ARRAY[30, 200, 420])[s.n]
                                 WHEN 'executing' THEN c.sign_date + 30 + (s.n - 1) * (current_date - c.sign_date - 30) / 2
                                 ELSE c.sign_date + 30 END AS d
              FROM biz_contract_income c
              JOIN (VALUES ('closed', 1, 0.3), ('closed', 2, 0.4), ('closed', 3, 0.3), ('executing', 1, 0.3), ('executing', 2, 0.3), ('signed', 1, 0.3))
                AS s(status, n, share) ON s.status = c.status
             WHERE c.contract_no LIKE 'HT-____-B%') x
     WHERE x.d <= current_date`);
}

/**
 * A receipt claimed for each delivered invoice once the client has paid (20 to 90 days later, if that day has come):
 * approved, or still in approval when it arrived in the last week.
 */
async function seedReceipts(query: Query): Promise<void> {
  await query(`INSERT INTO biz_flow_receipt (id, company_id, project_id, create_by, create_time, apply_no, applicant_name, depart_name, apply_date,
      arrival_date, payer_name, arrival_amount, bank_serial_no, receive_account, claim_amount, fund_nature, contract_no, contract_name,
      related_project_id, project_name, invoice_nos, third_party_pay, reason, book_date, bpm_status)
    SELECT md5('bench-receipt-' || r.id), r.company_id, r.project_id, 'admin', r.arrival + time '11:00',
           'SK-' || extract(year from r.arrival) || '-B' || left(r.id, 10), '吴芳', '财务部', r.arrival, r.arrival, r.buyer_name, r.invoice_amount,
           'B' || left(md5(r.id || 'bank'), 20), 'basic', r.invoice_amount,
           CASE WHEN r.billing_period LIKE '%预付款' THEN 'advance' WHEN r.billing_period LIKE '%结算款' THEN 'handover' ELSE 'progress' END,
           r.contract_no, r.contract_name, r.project_id, c.project_name, r.invoice_no, '0', '按合同约定收取' || right(r.billing_period, 3),
           CASE WHEN r.arrival <= current_date - 7 THEN r.arrival + 2 END, CASE WHEN r.arrival <= current_date - 7 THEN '3' ELSE '2' END
      FROM (SELECT i.*, i.invoice_date + 20 + abs(hashtext(i.id)) % 70 AS arrival FROM biz_contract_invoice i
             WHERE i.apply_no LIKE 'KP-B-%' AND i.invoice_state = 'delivered') r
      JOIN biz_contract_income c ON c.id = r.contract_id
     WHERE r.arrival <= current_date`);
}

/** The contracts' rollups as the server keeps them (开票 from issued/delivered/reversed invoices, 回款 from approved receipts). */
async function rollUp(query: Query): Promise<void> {
  await query(`UPDATE biz_contract_income c
       SET invoiced_amount = coalesce(i.total, 0), received_amount = coalesce(r.total, 0),
           receivable_amount = coalesce(i.total, 0) - coalesce(r.total, 0), uninvoiced_amount = c.effective_amount - coalesce(i.total, 0),
           collection_rate = CASE WHEN coalesce(i.total, 0) = 0 THEN NULL ELSE round(coalesce(r.total, 0) * 100 / i.total, 2) END,
           cut_cap = c.amount - coalesce(i.total, 0)
      FROM biz_contract_income c2
      LEFT JOIN (SELECT contract_id, sum(invoice_amount) AS total FROM biz_contract_invoice
                  WHERE del_flag = 0 AND invoice_state IN ('issued', 'delivered', 'reversed') GROUP BY contract_id) i ON i.contract_id = c2.id
      LEFT JOIN (SELECT company_id, contract_no, sum(claim_amount) AS total FROM biz_flow_receipt
                  WHERE del_flag = 0 AND bpm_status = '3' GROUP BY company_id, contract_no) r ON r.company_id = c2.company_id AND r.contract_no = c2.contract_no
     WHERE c.id = c2.id AND c2.contract_no LIKE 'HT-____-B%'`);
  await query(`UPDATE project_info p SET contract_amount = s.total
      FROM (SELECT related_project_id, sum(amount) AS total FROM biz_contract_income WHERE status IN ('signed', 'executing', 'closed') GROUP BY 1) s
     WHERE s.related_project_id = p.id AND p.id LIKE 'bp%'`);
}

/**
 * Each company's targets for this year and last scaled to its volume (the demo's were set for a handful of contracts):
 * last year's a little above what it signed, invoiced and collected that year, this year's a tenth above, so completion
 * rates read like a real December rather than thousands of per cent. Amounts in 万元.
 */
async function scaleTargets(query: Query): Promise<void> {
  const lastYear = (column: string) => `extract(year from ${column}) = extract(year from current_date) - 1`;
  await query(`UPDATE biz_operate_annual_target t
       SET signed_target = round(a.signed * f.k / 10000, 0), revenue_target = round(a.invoiced * f.k / 10000, 0),
           collection_target = round(a.received * f.k / 10000, 0)
      FROM (SELECT d.id AS company_id,
                   (SELECT sum(amount) FROM biz_contract_income c WHERE c.company_id = d.id AND c.del_flag = 0
                       AND c.status IN ('signed', 'executing', 'closed') AND ${lastYear('c.sign_date')}) AS signed,
                   (SELECT sum(invoice_amount) FROM biz_contract_invoice i WHERE i.company_id = d.id AND i.del_flag = 0
                       AND i.invoice_state IN ('issued', 'delivered', 'reversed') AND ${lastYear('i.invoice_date')}) AS invoiced,
                   (SELECT sum(claim_amount) FROM biz_flow_receipt r WHERE r.company_id = d.id AND r.del_flag = 0
                       AND r.bpm_status = '3' AND ${lastYear('r.arrival_date')}) AS received
              FROM sys_depart d WHERE d.org_category = '1') a,
           (VALUES (1, 1.05), (0, 1.10)) AS f(ago, k)
     WHERE t.company_id = a.company_id AND t.del_flag = 0 AND t.target_year = extract(year from current_date) - f.ago`);
}

/**
 * Adds the volume, then vacuums and analyses the tables it went into: a database in use has had autovacuum pass over
 * its rows (visibility map, hint bits) and the planner's statistics know their number; freshly inserted rows have not.
 */
export async function seedScreenVolume(query: Query): Promise<void> {
  await query('SELECT setseed(0.2026)');
  await seedProjects(query);
  await seedContracts(query);
  await seedInvoices(query);
  await seedReceipts(query);
  await rollUp(query);
  await scaleTargets(query);
  for (const table of ['project_info', 'biz_contract_income', 'biz_contract_invoice', 'biz_flow_receipt', 'biz_operate_annual_target']) {
    await query(`VACUUM ANALYZE ${table}`);
  }
}
