import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';
import { HttpProblem } from './problems.js';

describe('error handling: reports to the error-reporting service', () => {
  it('reports an unexpected error answered with 500, and never a 4xx', async () => {
    const reported: { message: string; url: string }[] = [];
    const app = Fastify({ logger: false });
    registerErrorHandling(app, (error, request) =>
      reported.push({ message: (error as Error).message, url: request.url }),
    );
    app.get('/broken', async () => {
      throw new Error('database went away');
    });
    app.get('/refused', async () => {
      throw new HttpProblem(404, 40400, '요청하신 정보를 찾을 수 없습니다.');
    });
    app.post('/json', async () => 'ok');

    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json().message).not.toContain('database');
    expect((await app.inject({ method: 'GET', url: '/refused' })).statusCode).toBe(404);
    const badJson = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);

    expect(reported).toEqual([{ message: 'database went away', url: '/broken' }]);
    await app.close();
  });
});
