/**
 * The one command that talks to the database directly (`npm run staff-admin -- …`), for when no admin
 * can sign in yet: production starts with no staff account and no known password.
 *
 *   create-admin <member_id> <name>   a new account with the admin role
 *   enrolment-link <member_id>        a new enrolment link for an existing staff account (lost
 *                                     authenticator of the last admin, or an account from before 2FA)
 *
 * It prints a one-time enrolment link (`/staff/enrol?token=…`, 24 hours, single use) where the person
 * sets a password, adds the authenticator and receives recovery codes. The database is DATABASE_URL's
 * or the embedded one in DATA_DIR (stop the embedded server first: it locks the folder). Each use is a
 * row of the audit log with the actor `system`.
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.js';
import { openPglite, openPostgres } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { members } from './db/tables/auth.js';
import { createStaffAccount, resetStaffTwoFactor } from './features/staff/staff-accounts.js';
import { SYSTEM_ACTOR } from './platform/audit/audit-log.js';
import { createTokenService } from './platform/auth/tokens.js';
import { systemClock } from './shared/clock.js';

const USAGE = '사용법: npm run staff-admin -- create-admin <아이디> <이름> | enrolment-link <아이디>';

async function main(): Promise<number> {
  const [command, memberId, ...nameParts] = process.argv.slice(2);
  if (!memberId || (command === 'create-admin' && nameParts.length === 0)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, 1)
    : await openPglite(join(config.dataDir, 'pgdata'));
  try {
    await migrate(database);
    const ctx = {
      db: database.db,
      clock: systemClock,
      // Only revokes sessions here (no token is signed), so any key will do.
      tokens: createTokenService(database.db, systemClock, randomBytes(32).toString('hex')),
    };
    let link;
    if (command === 'create-admin') {
      link = await createStaffAccount(ctx, SYSTEM_ACTOR, {
        member_id: memberId.toLowerCase(),
        name: nameParts.join(' '),
        roles: ['admin'],
      });
    } else if (command === 'enrolment-link') {
      const [member] = await ctx.db
        .select({ memberNo: members.memberNo })
        .from(members)
        .where(eq(members.memberId, memberId.toLowerCase()));
      if (!member) throw new Error(`직원 계정 ${withParticle(memberId, '이/가')} 없습니다.`);
      link = await resetStaffTwoFactor(ctx, SYSTEM_ACTOR, member.memberNo);
    } else {
      console.error(USAGE);
      return 2;
    }
    console.log(
      `등록 링크 (한 번만 사용, ${link.expires_at}까지): ${config.portalUrl}${link.enrolment_path}`,
    );
    return 0;
  } finally {
    await database.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
