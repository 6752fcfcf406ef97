/**
 * The member group's client for the session's own calls (login, refresh, user detail, logout):
 * bearer header but no renewal, so these calls never trigger themselves.
 */
import { env } from '../env';
import { createApiClient } from './create-api-client';

export const memberSessionApi = createApiClient({ baseUrl: env.memberApi, envelope: 'member' });
