/** The bench's partners: `bench_1` … `bench_N`, all with one password, and a signed-in header for one. */
import { hash } from '@node-rs/argon2';

const PASSWORD = 'Bench2024!pass';

/** SQL that inserts `count` members with their partner records (one argon2 hash shared by all). */
export async function benchPartnersSql(count: number): Promise<string> {
  const passwordHash = await hash(PASSWORD);
  return `
    insert into members (member_id, password_hash, name) select 'bench_' || g, '${passwordHash}', '벤치대표' || g from generate_series(1, ${count}) g;
    insert into partners (member_no, partner_name, ceo_name, phone_no, biz_no, tax_bill_email, join_channel)
      select member_no, '벤치인테리어 ' || member_no, '벤치대표', '010-1234-5678', lpad(member_no::text, 10, '0'), 'bench@example.com', 4 from members where member_id like 'bench_%';`;
}

/** Logs `account` in (a bench partner unless `password` names another's) and answers its bearer header. */
export async function bearerFor(
  url: string,
  account: string,
  password = PASSWORD,
): Promise<Record<string, string>> {
  const login = await fetch(`${url}/member-api/api/v1/ceologin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password }),
  });
  const token = ((await login.json()) as { context: { access_token: string } }).context.access_token;
  return { authorization: `Bearer ${token}` };
}
